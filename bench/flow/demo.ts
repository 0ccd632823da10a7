// Runs `npm start` (the demo: two local chains, the simulator watching them, the widget with a
// test wallet) and drives one transfer through it in Chromium. Shared by the end-to-end test and
// the requests-per-flow benchmark.

import { type ChildProcess, spawn } from 'node:child_process'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { routeLabel } from '../../src/core/labels.js'
import { chromiumArgs, chromiumExecutable } from '../chromium.js'

export type Demo = {
  pageUrl: string
  /** The simulator's value transfer API. */
  apiUrl: string
  rpcUrls: string[]
  /** The local Solana chain's JSON-RPC. */
  solanaRpcUrl: string
  output: string
  stop(): Promise<void>
}

const readyLine = /vtkit demo ready: (http:\/\/\S+)/

export async function startDemo(
  port = 5199,
  environment: Record<string, string> = {},
  /** `['--dev']`: as `npm run dev` runs it, the page served from the sources. */
  args: string[] = [],
): Promise<Demo> {
  // Its own process group, so that stopping it stops tsx, Vite and the Hardhat nodes under it.
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/start.ts', ...args], {
    env: {
      ...process.env,
      PORT: String(port),
      SIMULATOR_PORT: '0',
      SOLANA_RPC_PORT: '0',
      // Delivered at once: the tests and benchmarks time the kit, not the demo's transit.
      VTKIT_DEMO_DELIVERY_MS: '0',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      // The last line: the Solana test wallet's (local), or the wallet's (production).
      if (readyLine.test(text) && /Solana test wallet .*\n|wallet: /.test(text)) resolve(text)
    })
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${text}`)))
  })
  const rpcUrls = [...output.matchAll(/local chain .* (http:\/\/\S+)/g)].map((m) => m[1] ?? '')
  return {
    pageUrl: readyLine.exec(output)?.[1] ?? '',
    apiUrl: /value transfer\)\s+(http:\/\/\S+)/.exec(output)?.[1] ?? '',
    rpcUrls,
    solanaRpcUrl: /local Solana \(litesvm\)\s+(http:\/\/\S+)/.exec(output)?.[1] ?? '',
    output,
    stop: async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      // No Hardhat node outlives the demo.
      const deadline = Date.now() + 15_000
      for (const rpcUrl of rpcUrls) {
        while (await isServing(rpcUrl)) {
          if (Date.now() > deadline) throw new Error(`the chain at ${rpcUrl} outlived npm start`)
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      }
    },
  }
}

export async function isServing(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
}

export type ServiceRequest = { endpoint: string; url: string; at: number }

const previewEvmWallet = '0x000000000000000000000000000000000000dEaD'

/** Every request the page makes to the simulator, by endpoint ("GET /chains"), in order. */
export function recordServiceRequests(page: Page, apiUrl: string): ServiceRequest[] {
  const origin = new URL(apiUrl).origin
  const requests: ServiceRequest[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin || request.method() === 'OPTIONS') return
    // `/v1/status/q_123` reads as `/status`: one endpoint, whatever the id.
    const path = url.pathname.replace(/^\/(v1|oft\/v1)/, '').replace(/^(\/status)\/.*/, '$1')
    // A quote asked before the wallet connected, for the widget's stand-in wallets, is a preview.
    const preview = path === '/quotes' && (request.postData() ?? '').includes(previewEvmWallet)
    requests.push({
      endpoint: `${request.method()} ${path}${preview ? ' (preview)' : ''}`,
      url: url.href,
      at: Date.now(),
    })
  })
  return requests
}

/**
 * Connect, look through both token pickers (their lists come from one shared catalogue), pick
 * CCTP, send the default 25 USDC, wait for "Transfer complete."
 */
export async function sendWithTheWidget(page: Page, pageUrl: string): Promise<void> {
  await page.goto(pageUrl)
  await page.getByRole('button', { name: 'Connect the test wallet' }).click()
  const widget = page.getByRole('region', { name: 'Bridge' })
  await widget.getByText('Balance: 1,000 USDC').waitFor({ timeout: 20_000 })
  for (const side of ['From', 'To']) {
    await widget.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
    await page.getByRole('listbox', { name: 'Tokens' }).getByRole('option').first().waitFor()
    await page.keyboard.press('Escape')
  }
  // CCTP burns on the source chain: the balance must come down by what was sent.
  await sendOnRoute(page, 'CCTP_V2')
}

/** Picks a chain and a token in one of the widget's token pickers ("From" or "To"). */
export async function pickToken(
  page: Page,
  side: 'From' | 'To',
  chainName: string,
  symbol: string,
): Promise<void> {
  const widget = page.getByRole('region', { name: 'Bridge' })
  await widget.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await dialog.getByRole('combobox', { name: 'Search chains' }).fill(chainName)
  await dialog
    .getByRole('listbox', { name: 'Chains' })
    .getByRole('option', { name: chainName })
    .click()
  await dialog.getByRole('combobox', { name: 'Search by name, symbol or address' }).fill(symbol)
  await dialog
    .getByRole('listbox', { name: 'Tokens' })
    .getByRole('option')
    .filter({ hasText: symbol })
    .first()
    .click()
  await dialog.waitFor({ state: 'detached' })
}

/** The widget's start button, whatever it says for the route (approve, sign, or start). */
export const startButtonName = /^(Start transfer|Approve and send|Sign and send|Continue transfer)$/

/** Opens the route list folded under "N routes" (if it is not open) and picks a route by its label. */
export async function chooseRoute(widget: Locator, routeType: string): Promise<void> {
  const label = routeLabel(routeType).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The wallet's own quote, not the preview shown before it connected: a route picked among
  // the preview's would be replaced with the list.
  await widget
    .getByRole('button', { name: /^(Start transfer|Approve and send|Sign and send|Switch to .+)$/ })
    .waitFor({ timeout: 20_000 })
  const fold = widget.getByRole('button', { name: /^Compare \d+ routes$/ })
  await fold.waitFor({ timeout: 20_000 })
  if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click()
  await widget.getByRole('radio', { name: new RegExp(`^${label}`) }).click({ timeout: 20_000 })
}

/** Clicks the start button once it is enabled, switching the wallet's network first if asked. */
export async function startWhenReady(page: Page): Promise<void> {
  const widget = page.getByRole('region', { name: 'Bridge' })
  const start = widget.getByRole('button', { name: startButtonName })
  const switchNetwork = widget.getByRole('button', { name: /^Switch to / })
  for (const deadline = Date.now() + 20_000; !(await start.isEnabled().catch(() => false)); ) {
    if (Date.now() > deadline) throw new Error('the start button never became enabled')
    if (await switchNetwork.isVisible()) await switchNetwork.click()
    await page.waitForTimeout(100)
  }
  await start.click()
}

/** The History tab's panel, opened. */
export async function openHistory(widget: Locator): Promise<Locator> {
  await widget.getByRole('tab', { name: 'History' }).click()
  return widget.getByRole('tabpanel', { name: 'History' })
}

/** From the outcome screen back to an empty form. */
export async function newTransfer(widget: Locator): Promise<void> {
  await widget.getByRole('tab', { name: 'Transfer' }).click()
  await widget.getByRole('button', { name: 'New transfer' }).click()
}

/**
 * Picks a route among the quotes by its type, as people see it (`routeLabel`), or keeps the
 * default (the best return); starts, and waits for "Transfer complete."
 */
export async function sendOnRoute(page: Page, routeType?: string): Promise<void> {
  const widget = page.getByRole('region', { name: 'Bridge' })
  if (routeType) await chooseRoute(widget, routeType)
  await startWhenReady(page)
  await widget.getByText('Transfer complete.').waitFor({ timeout: 60_000 })
}
