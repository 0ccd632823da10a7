import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

const root = new URL('../', import.meta.url)
const packageJson = JSON.parse(await readFile(new URL('package.json', root), 'utf8'))
type Target = { types: string; import?: string; default: string }
const exportsMap = Object.entries(packageJson.exports as Record<string, string | Target>).filter(
  (entry): entry is [string, Target] => typeof entry[1] === 'object' && entry[1] !== null,
)

describe('the published package (npm run build first)', () => {
  it.each(exportsMap)('%s points at built files and declarations', (_subpath, target) => {
    // A pattern (`./locales/*`) is checked with one of its languages.
    const file = (path: string) => new URL(path.replace('*', 'de'), root)
    expect(existsSync(file(target.default)), `${target.default}: run npm run build`).toBe(true)
    expect(existsSync(file(target.types)), `${target.types}: run npm run build`).toBe(true)
    // `default` after `import`: require() (Node 20.19+ loads ES modules) finds the same file,
    // so one copy of the kit (and of its React context) whatever the host uses.
    if (target.import) expect(target.default).toBe(target.import)
    expect(Object.keys(target).at(0)).toBe('types')
    expect(Object.keys(target).at(-1)).toBe('default')
  })

  it('opens vtkit/locales/<tag> to the languages only: English and the lookup stay inside', async () => {
    const { readdir } = await import('node:fs/promises')
    const modules = (await readdir(new URL('dist/locales/', root), { recursive: true }))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/\.js$/, ''))
    const blocked = (module: string) =>
      packageJson.exports[`./locales/${module}`] === null ||
      packageJson.exports[`./locales/${module.split('/')[0]}/*`] === null
    const open = modules.filter((module) => !blocked(module)).sort()
    expect(open).toEqual(['de', 'es', 'fr', 'id', 'ja', 'ko', 'pt-BR', 'tr', 'vi', 'zh-CN'])
  })

  it("marks every module that uses React or wagmi 'use client', and nothing of the core, the query builders or the server", async () => {
    const { readdir } = await import('node:fs/promises')
    const files = (await readdir(new URL('dist/', root), { recursive: true })).filter((file) =>
      file.endsWith('.js'),
    )
    const clientImport =
      /from ["'](react|react-dom|react\/jsx-runtime|@tanstack\/react-query|wagmi)["']/
    let marked = 0
    for (const file of files) {
      const code = await readFile(new URL(`dist/${file}`, root), 'utf8')
      const isClient = code.startsWith('"use client";') || code.startsWith("'use client';")
      expect(isClient, file).toBe(clientImport.test(code))
      if (/^(core|query|server)\//.test(file) || /^(core|server)\.js$/.test(file))
        expect(isClient, file).toBe(false)
      if (isClient) marked++
    }
    expect(marked).toBeGreaterThan(20)
    expect(
      await readFile(new URL('dist/components/BridgeWidget/BridgeWidget.js', root), 'utf8'),
    ).toMatch(/^"use client";/)
  })

  it('runs the built vtkit/core in plain Node, with its errors intact', async () => {
    const core = await import(new URL(packageJson.exports['./core'].import, root).href)
    const client = core.createClient({ baseUrl: 'https://api.example/v1' })
    expect(client.baseUrl).toBe('https://api.example/v1')
    expect(core.parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(() => core.createClient({ baseUrl: 'nope' })).toThrow(core.ConfigError)
  })

  it('keeps peers out of vtkit/core, following every chunk it loads', async () => {
    const code = await reachableCode(packageJson.exports['./core'].import)
    // No dependencies at all: the core runs on fetch alone.
    expect(code).not.toMatch(/from ["'][^./]/)
    expect(code).not.toMatch(
      /from ["'](react|react-dom|wagmi|viem|msw|@tanstack\/[\w-]+|@solana\/[\w-]+)["'/]/,
    )
  })

  it('keeps dependencies as imports in the vtkit entry (the host bundles and dedupes them)', async () => {
    const code = await reachableCode(packageJson.exports['.'].import)
    expect(code).toMatch(/from ["']@tanstack\/react-query["']/)
    expect(code).toMatch(/from ["']wagmi["']/)
    expect(code).not.toMatch(/node_modules/)
  })

  it('ships the stylesheet as vtkit/styles.css, all of it in @layer vtkit', async () => {
    const css = await readFile(new URL(packageJson.exports['./styles.css'].default, root), 'utf8')
    expect(css.trim()).toMatch(/^\/\*[\s\S]*?\*\/\s*@layer vtkit \{[\s\S]*\}$/)
    // Every selector is scoped to vtkit classes: nothing styles the host's elements.
    // (Keyframe selectors, `from`, `to` and percentages, are steps of a vtkit- animation.)
    const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? []
    for (const selector of selectors
      .map((text) => text.trim())
      .filter((text) => text && !text.startsWith('@') && !/^(from|to|[\d.]+%)$/.test(text))) {
      expect(selector, selector).toMatch(/vtkit-/)
    }
    for (const name of css.match(/@keyframes\s+[\w-]+/g) ?? []) expect(name).toMatch(/ vtkit-/)
  })

  it('admits React 18 and 19, wagmi 2 and 3, and makes every peer optional (a core-only install needs none)', () => {
    expect(packageJson.peerDependencies.react).toBe('^18.2.0 || ^19.0.0')
    expect(packageJson.peerDependencies.wagmi).toBe('^2.0.0 || ^3.0.0')
    for (const optional of [
      ...Object.keys(packageJson.peerDependencies),
      '@solana/wallet-adapter-react',
    ]) {
      expect(packageJson.peerDependenciesMeta[optional], optional).toEqual({ optional: true })
    }
    expect(packageJson.type).toBe('module')
    expect(packageJson.sideEffects).toEqual(['**/*.css'])
  })
})

/** The text of a built file and of every chunk it imports, transitively. */
async function reachableCode(entry: string): Promise<string> {
  const seen = new Set<string>()
  const texts: string[] = []
  const visit = async (url: URL) => {
    if (seen.has(url.href)) return
    seen.add(url.href)
    const text = await readFile(url, 'utf8')
    texts.push(text)
    for (const match of text.matchAll(/from ["'](\.\.?\/[^"']+)["']/g))
      await visit(new URL(match[1] ?? '', url))
  }
  await visit(new URL(entry, root))
  return texts.join('\n')
}
