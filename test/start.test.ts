import { type ChildProcess, spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm start` as a user runs it: the real script, the real chains, the page in Debian's Chromium.
const readyLine = /vtkit demo ready: (http:\/\/\S+)/
let demo: ChildProcess
let output = ''

beforeAll(async () => {
  // Its own process group, so that stopping it stops tsx, Vite and the Hardhat nodes under it.
  demo = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: '5199', SIMULATOR_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  output = await new Promise<string>((resolve, reject) => {
    let text = ''
    demo.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (readyLine.test(text) && text.includes('test wallet')) resolve(text)
    })
    demo.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)))
  })
}, 120_000)

afterAll(async () => {
  if (demo?.pid) process.kill(-demo.pid, 'SIGTERM')
  // No Hardhat node outlives the demo.
  const deadline = Date.now() + 15_000
  for (const rpcUrl of rpcUrls()) {
    while (await isServing(rpcUrl)) {
      if (Date.now() > deadline) throw new Error(`the chain at ${rpcUrl} outlived npm start`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}, 30_000)

const pageUrl = () => readyLine.exec(output)?.[1] ?? ''
const rpcUrls = () => [...output.matchAll(/local chain .* (http:\/\/\S+)/g)].map((m) => m[1] ?? '')

describe('npm start', () => {
  it('serves the demo page, a simulator on the two local chains, and the chains', async () => {
    const apiUrl = /value transfer\)\s+(http:\/\/\S+)/.exec(output)?.[1] ?? ''
    expect(rpcUrls()).toHaveLength(2)
    for (const rpcUrl of rpcUrls()) expect(await isServing(rpcUrl)).toBe(true)

    const page = await fetch(pageUrl())
    expect(await page.text()).toContain('<div id="root"></div>')
    const entry = await fetch(new URL('main.tsx', pageUrl()))
    expect(entry.status).toBe(200)
    expect(await entry.text()).toContain('BridgeWidget')

    // The simulator's catalogue points Ethereum and OP Mainnet at the two local chains.
    const chains = (await (await fetch(`${apiUrl}/chains`)).json()) as {
      chains: { chainKey: string; chainId: number }[]
    }
    const idOf = (key: string) => chains.chains.find((chain) => chain.chainKey === key)?.chainId
    expect([idOf('ethereum'), idOf('optimism')]).toEqual([31337, 31338])
  })

  it('sends 25 USDC from Ethereum to OP Mainnet in Chromium with the test wallet', async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(String(error)))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      await page.goto(pageUrl())
      await page.getByRole('button', { name: 'Connect the test wallet' }).click()
      const widget = page.getByRole('region', { name: 'Bridge' })
      await widget.getByText('Balance: 1,000 USDC').waitFor({ timeout: 20_000 })

      // CCTP burns on the source chain: the balance must come down by what was sent.
      await widget.getByRole('radio', { name: /^CCTP/ }).click()
      const start = widget.getByRole('button', { name: 'Start transfer' })
      await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true)
      await start.click()
      await widget.getByText('Transfer complete.').waitFor({ timeout: 60_000 })
      await widget.getByText('Balance: 975 USDC').waitFor({ timeout: 10_000 })
      const history = widget.getByRole('region', { name: 'Recent transfers' })
      expect(await history.getByRole('listitem').first().innerText()).toMatch(
        /ethereum → optimism\s+SUCCEEDED/,
      )
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)
})

async function isServing(rpcUrl: string): Promise<boolean> {
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
