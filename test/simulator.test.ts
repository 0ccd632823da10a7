import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm run simulator', () => {
  it('serves the simulator on a local port and prints its URLs', async () => {
    // Its own process group, so that stopping it stops tsx and the server under it too.
    const child = spawn('npx', ['tsx', 'scripts/simulator.ts'], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = ''
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          if (text.includes('Try: curl')) resolve(text)
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)))
      })
      const baseUrl = /value transfer service\s+(http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output)?.[1]
      expect(output).toMatch(/catalog: 160 chains, 5200 tokens, 41 OFTs/)
      const response = await fetch(`${baseUrl}/chains`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { chains: unknown[] }).chains).toHaveLength(50)
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
  }, 60_000)
})
