import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  describeCycle,
  importArrows,
  importCycles,
  packageImports,
} from '../scripts/house/importGraph.js'

// The shape of the house: arrows run one way, each layer imports only the layers below it, and
// no file grows past what a reader holds at once.

const root = fileURLToPath(new URL('..', import.meta.url))
const arrows = importArrows(root, ['src', 'bench'])
const layerOf = (file: string) => file.split('/')[1] ?? ''

describe('the house', () => {
  it('has no import cycle in src/ or bench/ (type-only imports count)', () => {
    const cycles = importCycles(arrows).map(describeCycle)
    expect(cycles, cycles.join('\n\n')).toEqual([])
  })

  it('finds a cycle when there is one, naming the files and what ties them', () => {
    const cycles = importCycles([
      { from: 'a.ts', to: 'b.ts', names: ['B'] },
      { from: 'b.ts', to: 'c.ts', names: ['C'] },
      { from: 'c.ts', to: 'a.ts', names: ['A'] },
      { from: 'c.ts', to: 'd.ts', names: ['D'] },
    ])
    expect(cycles.map(describeCycle)).toEqual([
      '3 files: a.ts, b.ts, c.ts\n  a.ts -> b.ts: B\n  b.ts -> c.ts: C\n  c.ts -> a.ts: A',
    ])
  })

  // What each layer may import of the others (src/<layer>/…); see ARCHITECTURE.md.
  const mayImport: Record<string, readonly string[]> = {
    core: [],
    locales: ['core'],
    query: ['core'],
    executors: ['core'],
    solana: ['core'],
    server: ['core'],
    testing: ['core'],
    hooks: ['core', 'query', 'locales', 'executors'],
    components: ['core', 'hooks', 'locales', 'query', 'executors'],
  }

  it('imports each layer only from the layers below it', () => {
    const upward = arrows
      .filter((arrow) => arrow.from.startsWith('src/') && arrow.to.startsWith('src/'))
      .filter((arrow) => {
        const from = layerOf(arrow.from)
        const to = layerOf(arrow.to)
        return from !== to && from !== 'exports' && !mayImport[from]?.includes(to)
      })
      .map((arrow) => `${arrow.from} -> ${arrow.to}`)
    expect(upward).toEqual([])
  })

  // The rooms of core/steps: what they share (types/) imports no room; reading (verify/) and
  // remembering (store/) import only what is shared; running (run/) may use them all.
  const roomMayImport: Record<string, readonly string[]> = {
    types: [],
    verify: ['types'],
    store: ['types'],
    run: ['types', 'verify', 'store'],
  }

  it('keeps the rooms of core/steps one way: types, then verify and store, then run', () => {
    const room = (file: string) => /^src\/core\/steps\/([^/]+)\//.exec(file)?.[1]
    const across = arrows
      .filter((arrow) => {
        const from = room(arrow.from)
        const to = room(arrow.to)
        return from && to && from !== to && !roomMayImport[from]?.includes(to)
      })
      .map((arrow) => `${arrow.from} -> ${arrow.to}: ${arrow.names.join(', ')}`)
    expect(across).toEqual([])
    expect(
      readdirSync(join(root, 'src/core/steps')).sort(),
      'every file of core/steps is in a room',
    ).toEqual(Object.keys(roomMayImport).sort())
  })

  // run/'s second door, what a page loads later: the widget's views loaded on demand re-export it,
  // so that a bundler makes one chunk of the two (ARCHITECTURE.md). Only modules that are
  // themselves loaded by `import()` may use it.
  const onDemandDoor = 'src/core/steps/run/onDemand.ts'
  const loadedOnDemand = ['src/components/BridgeWidget/onDemandViews.ts']

  it('enters each room of core/steps through its door, index.ts, from anywhere outside it', () => {
    const room = (file: string) => /^src\/core\/steps\/([^/]+)\//.exec(file)?.[1]
    const throughWall = arrows
      .filter((arrow) => {
        const to = room(arrow.to)
        return (
          to !== undefined &&
          room(arrow.from) !== to &&
          arrow.to !== `src/core/steps/${to}/index.ts` &&
          !(arrow.to === onDemandDoor && loadedOnDemand.includes(arrow.from))
        )
      })
      .map((arrow) => `${arrow.from} -> ${arrow.to}: ${arrow.names.join(', ')}`)
    expect(throughWall).toEqual([])
  })

  it('imports what is loaded on demand by nothing, so that it stays out of the page', () => {
    const imported = arrows
      .filter((arrow) => arrow.to === onDemandDoor || loadedOnDemand.includes(arrow.to))
      .filter((arrow) => !loadedOnDemand.includes(arrow.from))
      .map((arrow) => `${arrow.from} -> ${arrow.to}: ${arrow.names.join(', ')}`)
    expect(imported).toEqual([])
  })

  it('keeps React, wagmi and TanStack Query out of the core and the languages', () => {
    const reactish = /^(react|react-dom|wagmi|@tanstack\/)/
    const found = packageImports(root, ['src/core', 'src/locales'])
      .filter((item) => reactish.test(item.package))
      .map((item) => `${item.from}: ${item.package}`)
    expect(found).toEqual([])
  })

  it('lets the components reach wagmi only through useEvmWallet', () => {
    const found = packageImports(root, ['src/components'])
      .filter((item) => /^wagmi(\/|$)/.test(item.package))
      .map((item) => `${item.from}: ${item.package}`)
    expect(found).toEqual([])
  })

  // Generated data and the language packs are read as tables, not as code.
  const tables = [/^src\/locales\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.ts$/, /\.generated\.ts$/]
  it('has no source file over 400 lines but tables', () => {
    const lengths = sourceFiles(join(root, 'src')).map((file) => ({
      file: relative(root, file),
      lines: readFileSync(file, 'utf8').split('\n').length - 1,
    }))
    const over = lengths
      .filter(({ file, lines }) => lines > 400 && !tables.some((table) => table.test(file)))
      .map(({ file }) => file)
    expect(over).toEqual([])
  })
})

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}
