// `npm test`: Chromium checked, then the checks and the builds in two lanes side by side (lint and
// the type check; the package's build and Storybook's), then every Vitest project. Each lane's
// output is printed whole once it ends, so the two never interleave; the first failure stops all.
import { spawn } from 'node:child_process'

const lanes = [
  ['lint', 'typecheck'],
  ['build', 'build-storybook'],
]

/** Runs `npm run <script>`, its output kept; resolves with the exit code and the output. */
function runScript(script, stdio = 'pipe') {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

async function runLane(scripts) {
  for (const script of scripts) {
    const { code, output } = await runScript(script)
    process.stdout.write(output)
    if (code !== 0) {
      console.error(`npm run ${script} failed (exit ${code})`)
      process.exit(code)
    }
  }
}

const chromium = await runScript('ensure-chromium', 'inherit')
if (chromium.code !== 0) process.exit(chromium.code)
await Promise.all(lanes.map(runLane))
const vitest = await runScript('test:unit', 'inherit')
process.exit(vitest.code)
