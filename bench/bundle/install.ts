// Places the built package in a folder's node_modules the way `npm install` would (package.json
// and dist/), so a bench app resolves it through its exports map and its `sideEffects` field.

import { cp, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

export async function installBuiltPackage(repo: string, into: string): Promise<void> {
  const target = join(into, 'node_modules/vtkit')
  await rm(target, { recursive: true, force: true })
  await mkdir(target, { recursive: true })
  await cp(join(repo, 'package.json'), join(target, 'package.json'))
  await cp(join(repo, 'dist'), join(target, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && !source.includes('/dist/types'),
  })
}
