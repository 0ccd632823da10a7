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

  it('keeps peers and dependencies out of the built files', async () => {
    const built = await readFile(new URL(packageJson.exports['./core'].import, root), 'utf8')
    expect(built).toMatch(/from "valibot"|from 'valibot'/)
    expect(built).not.toMatch(/from ["'](react|wagmi|viem|msw)/)
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
