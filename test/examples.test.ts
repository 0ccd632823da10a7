import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { startSimulatorServer } from '../src/exports/testing-server.js'
import { sharedCatalog, withSimulatorServer } from './helpers/simulatorServer.js'

const run = promisify(execFile)
const server = withSimulatorServer()
const root = new URL('../', import.meta.url)

describe('examples/quickstart.ts (the first example of docs/core.md)', () => {
  it('runs against the simulator and prints the quotes', async () => {
    const { stdout } = await run('npx', ['tsx', 'examples/quickstart.ts'], {
      cwd: root.pathname,
      env: { ...process.env, VTKIT_BASE_URL: server().baseUrl },
    })
    expect(stdout).toMatch(/^Stargate \(fast\): receive \d+(\.\d+)? USDC, fee \$\d+\.\d+$/m)
    expect(stdout).toMatch(/^\d+ route\(s\) rejected$/m)
    expect(server().simulator.count('/quotes')).toBe(1)
  }, 60_000)

  it('prints a typed error and exits non-zero when the service refuses the key', async () => {
    const strict = await startSimulatorServer({ catalog: sharedCatalog, apiKeys: ['another-key'] })
    try {
      const failure = await run('npx', ['tsx', 'examples/quickstart.ts'], {
        cwd: root.pathname,
        env: { ...process.env, VTKIT_BASE_URL: strict.baseUrl },
      }).catch((error: { stderr: string; code: number }) => error)
      expect(failure).toMatchObject({ code: 1 })
      expect((failure as { stderr: string }).stderr).toContain(
        'UnauthorizedError: The service refused the API key (missing or invalid).',
      )
    } finally {
      await strict.close()
    }
  }, 60_000)

  it('is quoted verbatim in the README and the docs', async () => {
    const read = async (file: string) => (await readFile(new URL(file, root), 'utf8')).trim()
    const quoted: Record<string, string[]> = {
      'README.md': ['test/hosts/vite-react19/src/main.jsx'],
      'docs/core.md': ['examples/quickstart.ts'],
      // The host apps test/hostApps.test.ts builds and runs: the Next.js and Vite setups.
      'docs/app.md': [
        'test/hosts/next/app/providers.jsx',
        'test/hosts/next/app/layout.jsx',
        'test/hosts/next/app/page.jsx',
        'test/hosts/next/app/api/vt/[...path]/route.js',
        'test/hosts/next/theme.mjs',
        'test/hosts/vite-react19/src/main.jsx',
        'test/hosts/vite-react18/src/main.jsx',
      ],
    }
    for (const [doc, files] of Object.entries(quoted)) {
      const text = await read(doc)
      for (const file of files) expect(text, `${doc} quotes ${file}`).toContain(await read(file))
    }
  })

  it('keeps the README to a screenful or two, every moved page one link away', async () => {
    const readme = await readFile(new URL('README.md', root), 'utf8')
    expect(readme.split('\n').length).toBeLessThanOrEqual(150)
    for (const page of ['app', 'core', 'hooks', 'components', 'execution', 'testing', 'demo'])
      expect(readme, page).toContain(`](docs/${page}.md)`)
    for (const page of ['ARCHITECTURE', 'RELIABILITY', 'BENCHMARKS'])
      expect(readme, page).toContain(`](${page}.md)`)
  })
})
