import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm start` with a port already taken: one line naming the variable to change, exit 1, and
// nothing left running (the ports are checked before any chain or server starts).
let blocker: Server
let taken: number

beforeAll(async () => {
  blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  taken = (blocker.address() as { port: number }).port
})

afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve))
})

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now()
    const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }))
  })
}

const meaningful = (output: string) =>
  output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'))

describe('npm start with a busy port', () => {
  it('names SIMULATOR_PORT when the simulator’s port is taken, and starts nothing', async () => {
    const { code, output, ms } = await start({ SIMULATOR_PORT: String(taken), PORT: '5188' })
    expect(code).toBe(1)
    expect(meaningful(output)).toEqual([
      `vtkit demo: port ${taken} (the simulator) is in use; set SIMULATOR_PORT to a free port, for example SIMULATOR_PORT=${taken + 1} npm start`,
    ])
    // No chain was started: that takes seconds, and would have printed its line.
    expect(output).not.toContain('Starting two local chains')
    expect(ms).toBeLessThan(20_000)
  }, 30_000)

  it('names PORT when the page’s port is taken', async () => {
    const { code, output } = await start({ PORT: String(taken), SIMULATOR_PORT: '8788' })
    expect(code).toBe(1)
    expect(meaningful(output)).toEqual([
      `vtkit demo: port ${taken} (the demo page) is in use; set PORT to a free port, for example PORT=${taken + 1} npm start`,
    ])
  }, 30_000)
})

describe('npm test without Chromium', () => {
  it('stops at once with one line saying how to install it (not as root)', async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('node', ['scripts/ensure-chromium.mjs'], {
        env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout?.on('data', (chunk) => {
        output += chunk
      })
      child.stderr?.on('data', (chunk) => {
        output += chunk
      })
      child.on('exit', (code) => resolve({ code, output }))
    })
    expect(result.code).toBe(1)
    expect(meaningful(result.output)).toEqual([
      'npm test needs Chromium at /nonexistent/chromium: run "sudo apt-get install -y chromium" (Debian, Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary',
    ])
  })
})
