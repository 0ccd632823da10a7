// `npm test`: Chromium checked, then the checks and the builds in two lanes side by side (lint and
// the type check; the package's build and Storybook's), then every Vitest project. Each lane's
// output is printed whole once it ends, so the two never interleave. The first failure stops the
// other lane (its output so far printed too) and Vitest never starts.
import { spawn } from 'node:child_process'

const lanes = [
  ['lint', 'typecheck'],
  ['build', 'build-storybook'],
]

const running = new Set()

/**
 * `npm run <script>`; resolves with its code and output. A lane's script runs in a process group of
 * its own, with its output kept, so that a failure elsewhere stops it whole.
 */
function runScript(script, inLane = true) {
  return new Promise((resolve) => {
    const stdio = inLane ? ['ignore', 'pipe', 'pipe'] : 'inherit'
    const child = spawn('npm', ['run', script], { stdio, detached: inLane })
    running.add(Object.assign(child, { inLane }))
    let output = ''
    const keep = (chunk) => {
      output += chunk
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
  })
}

function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      if (child.inLane) process.kill(-child.pid, signal)
      else child.kill(signal)
    } catch {
      // Already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal)
    process.exit(1)
  })
}

let failed = false

async function runLane(scripts) {
  for (const script of scripts) {
    const { code, output } = await runScript(script)
    process.stdout.write(output)
    if (failed) return
    if (code !== 0) {
      failed = true
      console.error(`npm run ${script} failed (exit ${code})`)
      stopAll()
      return
    }
  }
}

const chromium = await runScript('ensure-chromium', false)
if (chromium.code !== 0) process.exit(chromium.code)
await Promise.all(lanes.map(runLane))
if (failed) process.exit(1)
const vitest = await runScript('test:unit', false)
process.exit(vitest.code)
