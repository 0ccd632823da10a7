import { describe, expect, it } from 'vitest'
import * as core from '../src/exports/core.js'
import * as testing from '../src/exports/testing.js'
import * as testingMsw from '../src/exports/testing-msw.js'
import * as testingServer from '../src/exports/testing-server.js'

describe('entry points', () => {
  it.each([
    ['vtkit/core', core],
    ['vtkit/testing', testing],
    ['vtkit/testing/msw', testingMsw],
    ['vtkit/testing/server', testingServer],
  ])('%s exports exactly its public names', (_entry, module) => {
    expect(Object.keys(module).sort()).toMatchSnapshot()
  })

  it('vtkit/core imports nothing from React, wagmi, viem, Solana or msw', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const files = await readdir(new URL('../src/core', import.meta.url), { recursive: true })
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      const text = await readFile(new URL(`../src/core/${file}`, import.meta.url), 'utf8')
      expect(text, file).not.toMatch(/from '(react|wagmi|viem|@solana\/|msw|@tanstack\/)/)
    }
  })
})
