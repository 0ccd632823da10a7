import { describe, expect, it } from 'vitest'
import * as core from '../src/exports/core.js'
import * as vtkit from '../src/exports/index.js'
import * as internal from '../src/exports/internal.js'
import * as server from '../src/exports/server.js'
import * as solana from '../src/exports/solana.js'
import * as testing from '../src/exports/testing.js'
import * as testingMsw from '../src/exports/testing-msw.js'
import * as testingServer from '../src/exports/testing-server.js'

describe('entry points', () => {
  it.each([
    ['vtkit', vtkit],
    ['vtkit/core', core],
    ['vtkit/internal', internal],
    ['vtkit/solana', solana],
    ['vtkit/server', server],
    ['vtkit/testing', testing],
    ['vtkit/testing/msw', testingMsw],
    ['vtkit/testing/server', testingServer],
  ])('%s exports exactly its public names', (_entry, module) => {
    expect(Object.keys(module).sort()).toMatchSnapshot()
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
