import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const readyLine = /vtkit demo ready: (http:\/\/\S+)/

describe('npm start', () => {
  it('starts the chains, the simulator and the demo page, and stops them all', async () => {
    // Its own process group, so that stopping it stops tsx, Vite and the Hardhat nodes under it.
    const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      env: { ...process.env, PORT: '5199', SIMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let rpcUrls: string[] = []
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = ''
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          if (readyLine.test(text) && text.includes('test wallet')) resolve(text)
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)))
      })
      const pageUrl = readyLine.exec(output)?.[1] ?? ''
      const apiUrl = /value transfer\)\s+(http:\/\/\S+)/.exec(output)?.[1] ?? ''
      rpcUrls = [...output.matchAll(/local chain .* (http:\/\/\S+)/g)].map((m) => m[1] ?? '')
      expect(rpcUrls).toHaveLength(2)

      const page = await fetch(pageUrl)
      expect(await page.text()).toContain('<div id="root"></div>')
      const entry = await fetch(new URL('main.tsx', pageUrl))
      expect(entry.status).toBe(200)
      expect(await entry.text()).toContain('BridgeWidget')

      // The simulator's catalogue points Ethereum and OP Mainnet at the two local chains.
      const chains = (await (await fetch(`${apiUrl}/chains`)).json()) as {
        chains: { chainKey: string; chainId: number }[]
      }
      const idOf = (key: string) => chains.chains.find((chain) => chain.chainKey === key)?.chainId
      expect([idOf('ethereum'), idOf('optimism')]).toEqual([31337, 31338])
      expect(await isServing(rpcUrls[0] ?? '')).toBe(true)
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    // No Hardhat node outlives the demo.
    await expect.poll(() => isServing(rpcUrls[0] ?? ''), { timeout: 15_000 }).toBe(false)
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
