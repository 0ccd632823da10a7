import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { declarationOf, hasDocComment } from '../scripts/house/docComments.js'
import * as core from '../src/exports/core.js'
import * as vtkit from '../src/exports/index.js'
import * as internal from '../src/exports/internal.js'
import * as server from '../src/exports/server.js'
import * as solana from '../src/exports/solana.js'
import * as testing from '../src/exports/testing.js'
import * as testingMsw from '../src/exports/testing-msw.js'
import * as testingServer from '../src/exports/testing-server.js'

const entries = [
  ['vtkit', vtkit, 'index'],
  ['vtkit/core', core, 'core'],
  ['vtkit/internal', internal, 'internal'],
  ['vtkit/solana', solana, 'solana'],
  ['vtkit/server', server, 'server'],
  ['vtkit/testing', testing, 'testing'],
  ['vtkit/testing/msw', testingMsw, 'testing-msw'],
  ['vtkit/testing/server', testingServer, 'testing-server'],
] as const

describe('entry points', () => {
  it.each(entries)('%s exports exactly its public names', (_entry, module) => {
    expect(Object.keys(module).sort()).toMatchSnapshot()
  })

  // What an editor shows on hover is the first thing an integrator reads. (vtkit/internal is
  // unstable and says so once, above its exports.)
  it.each(entries.filter(([entry]) => entry !== 'vtkit/internal'))(
    '%s: each value has a doc comment where it is declared',
    (_entry, module, file) => {
      const source = fileURLToPath(new URL(`../src/exports/${file}.ts`, import.meta.url))
      const undocumented = Object.keys(module).filter((name) => {
        const declaration = declarationOf(source, name)
        return !declaration || !hasDocComment(declaration)
      })
      expect(undocumented).toEqual([])
    },
  )

  it('finds a declaration through re-exports, and tells a doc comment from another', () => {
    const declaration = declarationOf(
      fileURLToPath(new URL('../src/exports/core.ts', import.meta.url)),
      'HttpError',
    )
    expect(declaration?.file).toMatch(/src\/core\/errors\/request\.ts$/)
    expect(declaration && hasDocComment(declaration)).toBe(true)
    const at = (text: string) => ({ file: 'a.ts', text, start: text.indexOf('export') })
    expect(hasDocComment(at('x\nexport class A {}'))).toBe(false)
    expect(hasDocComment(at('/* plain */\nexport class A {}'))).toBe(false)
    expect(hasDocComment(at('/** A. */ x\nexport class A {}'))).toBe(false)
    expect(hasDocComment(at('/** A. */\nexport class A {}'))).toBe(true)
  })

  const sourcesOf = async (folder: string) => {
    const { readdir, readFile } = await import('node:fs/promises')
    const files = await readdir(new URL(`../src/${folder}`, import.meta.url), { recursive: true })
    return Promise.all(
      files
        .filter((name) => /\.tsx?$/.test(name))
        .map(async (name) => ({
          name,
          text: await readFile(new URL(`../src/${folder}/${name}`, import.meta.url), 'utf8'),
        })),
    )
  }

  it('vtkit/core imports nothing from React, wagmi, viem, Solana, TanStack or msw', async () => {
    for (const { name, text } of await sourcesOf('core')) {
      expect(text, name).not.toMatch(/from '(react|wagmi|viem|@solana\/|msw|@tanstack\/)/)
    }
  })

  it('the query layer imports no React at run time (types only from TanStack)', async () => {
    for (const { name, text } of await sourcesOf('query')) {
      expect(text, name).not.toMatch(/from '(react|react-dom|wagmi)'/)
      expect(text, name).not.toMatch(/^import \{(?! type)[^}]*\} from '@tanstack\//m)
    }
  })

  it('hooks never build URLs or call fetch: they call actions', async () => {
    for (const { name, text } of await sourcesOf('hooks')) {
      expect(text, name).not.toMatch(/\bfetch\(|new URL\(|\/v1\//)
    }
  })

  it('vtkit/core names each of its values in docs/core.md or the other docs', async () => {
    const { readFile, readdir } = await import('node:fs/promises')
    const pages = ['README.md', ...(await readdir('docs')).map((name) => `docs/${name}`)]
    const docs = (await Promise.all(pages.map((page) => readFile(page, 'utf8')))).join('\n')
    const unnamed = Object.keys(core).filter((name) => !new RegExp(`\\b${name}\\b`).test(docs))
    expect(unnamed).toEqual([])
  })
})
