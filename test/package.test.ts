import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

const root = new URL('../', import.meta.url)
const packageJson = JSON.parse(await readFile(new URL('package.json', root), 'utf8'))
const exportsMap = Object.entries(
  packageJson.exports as Record<string, string | { types: string; import: string }>,
).filter(
  (entry): entry is [string, { types: string; import: string }] => typeof entry[1] === 'object',
)

describe('the published package (npm run build first)', () => {
  it.each(exportsMap)('%s points at built JavaScript and declarations', (_subpath, target) => {
    expect(existsSync(new URL(target.import, root)), `${target.import}: run npm run build`).toBe(
      true,
    )
    expect(existsSync(new URL(target.types, root)), `${target.types}: run npm run build`).toBe(true)
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
    const css = await readFile(new URL(packageJson.exports['./styles.css'], root), 'utf8')
    expect(css.trim()).toMatch(/^\/\*[\s\S]*?\*\/\s*@layer vtkit \{[\s\S]*\}$/)
    // Every selector is scoped to vtkit classes: nothing styles the host's elements.
    const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? []
    for (const selector of selectors
      .map((text) => text.trim())
      .filter((text) => text && !text.startsWith('@'))) {
      expect(selector, selector).toMatch(/vtkit-/)
    }
  })

  it('admits React 18 and 19, wagmi 2 and 3, and keeps Solana and msw optional', () => {
    expect(packageJson.peerDependencies.react).toBe('^18.2.0 || ^19.0.0')
    expect(packageJson.peerDependencies.wagmi).toBe('^2.0.0 || ^3.0.0')
    for (const optional of ['@solana/wallet-adapter-react', '@solana/web3.js', 'msw']) {
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
