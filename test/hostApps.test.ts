import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../bench/flow/demo.js'
import { createNodeMiddleware, createTransferProxy } from '../src/exports/server.js'
import { type SimulatorServer, startSimulatorServer } from '../src/exports/testing-server.js'
import { bodyOf, quoteRequestFor } from './helpers/quoteRequests.js'
import { imageDifference } from './helpers/sameImage.js'
import { serveFiles } from './helpers/staticFiles.js'

// Host apps as integrating teams build them, each installed from the packed tarball (npm run
// build first): Next.js App Router, Vite with React 18 + wagmi 2 and React 19 + wagmi 3, and Node
// scripts (ESM, CommonJS, TypeScript's module modes). Installs are cached under
// the system's temporary folder (outside the repository, so no host can resolve the kit's own
// node_modules) and redone only when a host's package files change.

const repo = fileURLToPath(new URL('../', import.meta.url))
const cache = `${tmpdir()}/vtkit-hosts/`
const key = 'host-secret-key-91c2'
let tarball: string
let service: SimulatorServer
let browser: Browser

type Run = { code: number | null; output: string }

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<Run>((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 600_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          output: `${stdout}${stderr}`,
        }),
    )
  })
}

/** A fresh copy of the host's files, its dependencies installed (once per change), vtkit from the tarball. */
async function prepare(name: string): Promise<string> {
  const dir = `${cache}${name}/`
  await mkdir(dir, { recursive: true })
  const source = `${repo}test/hosts/${name}/`
  await cp(source, dir, { recursive: true, force: true })
  const manifest = await readFile(`${source}package.json`, 'utf8')
  const lock = await readFile(`${source}package-lock.json`, 'utf8').catch(() => '')
  const stamp = createHash('sha256').update(manifest).update(lock).digest('hex')
  const installed = await readFile(`${dir}.installed`, 'utf8').catch(() => '')
  if (lock && installed !== stamp) {
    // `npm install`, not `npm ci`: the registry may lack other platforms' optional binaries.
    const install = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline'],
      dir,
    )
    if (install.code !== 0) throw new Error(`npm install in ${name} failed:\n${install.output}`)
    await writeFile(`${dir}.installed`, stamp)
  }
  if (lock) {
    await rm(`${dir}node_modules/vtkit`, { recursive: true, force: true })
    await mkdir(`${dir}node_modules/vtkit`, { recursive: true })
    const unpack = await run(
      'tar',
      ['-xzf', tarball, '-C', `${dir}node_modules/vtkit`, '--strip-components=1'],
      dir,
    )
    if (unpack.code !== 0) throw new Error(unpack.output)
  }
  return dir
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`no answer from ${url}:\n${output()}`)
}

/** Console errors and warnings, page errors and CSP violations of a page, as it goes. */
function problemsOf(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

beforeAll(async () => {
  const packDir = `${cache}pack/`
  await rm(packDir, { recursive: true, force: true })
  await mkdir(packDir, { recursive: true })
  const pack = await run('npm', ['pack', '--pack-destination', packDir], repo)
  if (pack.code !== 0) throw new Error(pack.output)
  const [file] = (await readdir(packDir)).filter((name) => name.endsWith('.tgz'))
  tarball = `${packDir}${file}`
  service = await startSimulatorServer({ apiKeys: [key] })
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([browser?.close(), service?.close()])
})

describe('Node scripts with vtkit alone (no React, wagmi, viem or TanStack)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await prepare('node')
    await rm(`${dir}node_modules`, { recursive: true, force: true })
  }, 60_000)

  it('installs from the tarball with no optional peer and no peer warning', async () => {
    const install = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', tarball],
      dir,
    )
    expect(install.code, install.output).toBe(0)
    expect(install.output).not.toMatch(/peer/i)
    const installed = (await readdir(`${dir}node_modules`)).filter((name) => !name.startsWith('.'))
    expect(installed).toContain('vtkit')
    // radix-ui is the components' one dependency (npm also brings its React peers); the optional
    // peers stay out until the app asks for them; vtkit/core and vtkit/server import neither.
    expect(installed).toContain('radix-ui')
    for (const optional of ['wagmi', 'viem', '@tanstack', 'msw', '@solana'])
      expect(installed).not.toContain(optional)
  }, 120_000)

  it('runs an ES module script and a CommonJS one (require)', async () => {
    const env = { VTKIT_BASE_URL: service.baseUrl }
    const esm = await run('node', ['esm.mjs'], dir, env)
    expect(esm.code, esm.output).toBe(0)
    expect(JSON.parse(esm.output)).toEqual({
      direct: expect.any(Number),
      proxied: expect.any(Number),
    })
    expect(JSON.parse(esm.output).proxied).toBeGreaterThan(0)
    const cjs = await run('node', ['cjs.cjs'], dir, env)
    expect(cjs.code, cjs.output).toBe(0)
    expect(JSON.parse(cjs.output)).toMatchObject({ refused: 'ConfigError', proxy: 'function' })
    expect(JSON.parse(cjs.output).chains).toBeGreaterThan(0)
  }, 60_000)

  it.each(['bundler', 'node16', 'node20', 'nodenext'])(
    'type-checks under module resolution %s (ESM, and CJS from node20 on)',
    async (mode) => {
      const check = await run(`${repo}node_modules/.bin/tsc`, ['-p', `tsconfig.${mode}.json`], dir)
      expect(check.output).toBe('')
      expect(check.code).toBe(0)
    },
    60_000,
  )
})

describe('Next.js App Router', () => {
  let dir: string
  let next: ChildProcess
  let url: string
  let output = ''
  beforeAll(async () => {
    dir = await prepare('next')
    const build = await run('npm', ['run', 'build'], dir)
    if (build.code !== 0) throw new Error(`next build failed:\n${build.output}`)
    const port = await freePort()
    url = `http://127.0.0.1:${port}/`
    next = spawn(
      'node',
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: dir,
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          VTKIT_BASE_URL: service.baseUrl,
          VTKIT_API_KEY: key,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    next.stdout?.on('data', (chunk) => {
      output += chunk
    })
    next.stderr?.on('data', (chunk) => {
      output += chunk
    })
    await waitForServer(url, next, () => output)
  }, 300_000)

  afterAll(() => {
    next?.kill()
  })

  it('renders the widget into the server’s HTML, from a server page', async () => {
    const html = await (await fetch(url)).text()
    expect(html).toContain('vtkit-root')
    expect(html).toMatch(/aria-label="Bridge"/)
  })

  it('hydrates in Chromium with no error or hydration warning, reading the service through the route handler', async () => {
    const page = await browser.newPage()
    const problems = problemsOf(page)
    service.simulator.clearRequests()
    await page.goto(url)
    await page.getByRole('region', { name: 'Bridge' }).waitFor()
    await expect
      .poll(() => service.simulator.count('/chains'), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await page.waitForTimeout(500)
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('is themed before any script runs (themeToCss in the app’s stylesheet)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(url)
    const accent = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.vtkit-root') as Element)
        .getPropertyValue('--vtkit-color-accent')
        .trim(),
    )
    // As written by themeToCss, or as Next's CSS minifier shortens it.
    expect(accent).toMatch(/^#(ff0066|f06)$/)
    await context.close()
  }, 60_000)

  it('adds the key in the route handler (vtkit/server), and keeps it out of every answer', async () => {
    const body = JSON.stringify(bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' })))
    const quoted = await fetch(new URL('api/vt/quotes', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const text = await quoted.text()
    expect(quoted.status, text).toBe(200)
    expect((JSON.parse(text) as { quotes: unknown[] }).quotes.length).toBeGreaterThan(0)
    expect(text).not.toContain(key)
    expect((await fetch(new URL('api/vt/admin', url))).status).toBe(404)
    expect(output).not.toContain(key)
  })

  it('prefetches on the server with the query option builders', async () => {
    const html = await (await fetch(new URL('prefetch', url))).text()
    expect(html).toMatch(/id="chains-on-server">\d+<!-- --> chains/)
  })
})

describe.each(['vite-react18', 'vite-react19'])('%s', (name) => {
  let server: Server
  let url: string
  let dir: string
  beforeAll(async () => {
    dir = await prepare(name)
    const build = await run('npm', ['run', 'build'], dir)
    if (build.code !== 0) throw new Error(`vite build failed:\n${build.output}`)
    const proxy = createNodeMiddleware(
      createTransferProxy({ upstream: service.baseUrl, prefix: '/api/vt', apiKey: key }),
      '/api/vt/',
    )
    // The built app as a host serves it: static files under a strict CSP, and the proxy.
    server = createServer((request, response) => {
      void proxy(request, response, async () => {
        const path = (request.url ?? '/').split('?')[0] ?? '/'
        const file = path === '/' ? 'index.html' : path.slice(1)
        try {
          const content = await readFile(`${dir}dist/${file.replace(/\.\.+/g, '')}`)
          const type = file.endsWith('.js')
            ? 'text/javascript'
            : file.endsWith('.css')
              ? 'text/css'
              : 'text/html'
          response.writeHead(200, {
            'content-type': type,
            'content-security-policy':
              "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data: https:",
          })
          response.end(content)
        } catch {
          response.writeHead(404).end()
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }, 300_000)

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })

  it('builds, renders under a strict CSP with no violation or error, and reads through the proxy', async () => {
    const page = await browser.newPage()
    const problems = problemsOf(page)
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
    service.simulator.clearRequests()
    await page.goto(url)
    await page.getByRole('region', { name: 'Bridge' }).waitFor()
    await expect
      .poll(() => service.simulator.count('/chains'), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await page.waitForTimeout(500)
    expect(problems).toEqual([])
    // The step checks and the runner, and the views the card shows only later (progress,
    // history, the picker's lists), are not in what the page loads first: their chunks come once
    // the browser is idle (this app gives no amount, so no route ever asks for them).
    for (const chunk of [/\/onDemand-[\w-]+\.js$/, /\/onDemandViews-[\w-]+\.js$/])
      await expect
        .poll(() => scripts.some((path) => chunk.test(path)), { timeout: 10_000 })
        .toBe(true)
    await page.close()
  }, 60_000)

  it.runIf(name === 'vite-react19')(
    'says so when the views loaded on demand cannot be loaded, and loads them on "Try again"',
    async () => {
      const page = await browser.newPage()
      let refused = 0
      // A lost connection, for that file only: the card itself is loaded and works.
      await page.route(/\/onDemandViews-[\w-]+\.js$/, (route) => {
        refused += 1
        return route.abort('internetdisconnected')
      })
      await page.goto(url)
      const widget = page.getByRole('region', { name: 'Bridge' })
      await widget.getByRole('tab', { name: 'History' }).click()
      const panel = widget.getByRole('tabpanel', { name: 'History' })
      await expect
        .poll(() => panel.getByRole('alert').innerText(), { timeout: 15_000 })
        .toContain('Part of this widget could not be loaded.')
      expect(refused).toBeGreaterThan(0)
      // Back online: the same click the user makes loads them.
      await page.unroute(/\/onDemandViews-[\w-]+\.js$/)
      await panel.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toBe('No transfers yet.')
      await page.close()
    },
    60_000,
  )

  it.runIf(name === 'vite-react19')(
    'takes the Storybook playground’s copied code and shows the same widget',
    async () => {
      const { code, theme, card } = await composeInPlayground()
      expect(code).toMatch(/variant="compact"[\s\S]*colorScheme="dark"[\s\S]*locale="de"/)
      expect(code).toContain('routePriority="fastest"')
      expect(theme).toContain('--vtkit-color-accent: #e0a458;')
      await writeFile(`${dir}playground/Bridge.jsx`, code)
      await writeFile(`${dir}playground/theme.css`, theme)
      const build = await run(
        'npx',
        ['vite', 'build', 'playground', '--config', 'vite.config.js', '--base', './'].concat([
          '--outDir',
          '../dist/playground',
          '--emptyOutDir',
        ]),
        dir,
      )
      expect(build.code, build.output).toBe(0)
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
      const problems = problemsOf(page)
      service.simulator.clearRequests()
      await page.goto(`${url}playground/index.html`)
      const widget = page.getByRole('region', { name: 'Bridge' })
      await expect
        .poll(() => service.simulator.count('/chains'), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await settle(widget)
      const hosted = { text: await widget.innerText(), image: await widget.screenshot() }
      expect(problems).toEqual([])
      await page.close()
      expect(hosted.text).toBe(card.text)
      const difference = await imageDifference(browser, hosted.image, card.image)
      expect(difference.sizes[0]).toBe(difference.sizes[1])
      // Antialiasing at the corners may differ (the stage behind them is another colour).
      expect(difference.differing).toBeLessThan(0.002)
    },
    180_000,
  )
})

/**
 * Waits for the widget to come to rest: German, its one action there (no wallet: "Wallet
 * verbinden"), its fonts loaded, and its text the same for half a second.
 */
async function settle(widget: Locator) {
  await widget.getByRole('button', { name: 'Wallet verbinden' }).waitFor({ timeout: 15_000 })
  await widget.evaluate(() => document.fonts.ready)
  let text = ''
  await expect
    .poll(
      async () => {
        const before = text
        text = await widget.innerText()
        await new Promise((resolve) => setTimeout(resolve, 500))
        return before === text && text === (await widget.innerText())
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * The built Storybook's playground, used as a designer would: options and a theme changed, the
 * code copied with its buttons (read back from the clipboard), and the widget as it shows.
 */
async function composeInPlayground() {
  const storybook = await serveFiles(`${repo}storybook-static`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: storybook.url,
    })
    const page = await context.newPage()
    await page.goto(`${storybook.url}/iframe.html?id=playground--playground&viewMode=story`)
    const options = page.getByRole('form', { name: 'Options' })
    await options.getByLabel('Story wallet connected (preview only)').uncheck()
    // No starting route: both apps show the same empty form, whatever their services quote.
    await options.getByLabel('From chain').selectOption('')
    await options.getByLabel('To chain').selectOption('')
    await options.getByRole('textbox', { name: 'Amount' }).fill('')
    await options.getByRole('radio', { name: 'Compact' }).check()
    await options.getByRole('checkbox', { name: 'Swap button' }).check()
    await options.getByRole('radio', { name: 'Fastest' }).check()
    await options.getByLabel('Language').selectOption('de')
    await options.getByRole('radio', { name: 'Paper' }).check()
    await options.getByRole('radio', { name: 'Dark' }).check()
    await options.getByLabel('Accent', { exact: true }).fill('#e0a458')
    await options.getByLabel('Corner radius (px)').fill('2')
    const copy = async (button: string) => {
      await page.getByRole('button', { name: button }).click()
      await page
        .getByRole('button', { name: button })
        .locator('xpath=..')
        .getByText('Copied.')
        .waitFor()
      return page.evaluate(() => navigator.clipboard.readText())
    }
    const code = await copy('Copy Bridge.jsx')
    const theme = await copy('Copy theme.css')
    const widget = page.getByRole('region', { name: 'Bridge' })
    await expect.poll(() => widget.getAttribute('data-variant')).toBe('compact')
    await settle(widget)
    const card = { text: await widget.innerText(), image: await widget.screenshot() }
    return { code, theme, card }
  } finally {
    await context.close()
    await storybook.close()
  }
}
