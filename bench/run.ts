// `npm run bench`: every benchmark, printed, and written to BENCHMARKS.md with the date, the
// machine and the command. Builds the package first. The peer widgets are installed from the
// registry into a temporary folder (VTKIT_PEERS_DIR keeps them); without a registry they are
// reported as not measured.

import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatFigures, measureInBrowser } from './browser/run.js'
import { formatResult, measureScenarios } from './bundle/run.js'
import { formatFlowRequests, measureFlowRequests } from './flow/run.js'
import { measurePeers, measureVtkitBeyondHost, type PeerResult } from './peers/run.js'
import { type BenchResults, benchmarksMarkdown } from './report.js'
import { formatStart, measureStart } from './start/run.js'

const repo = fileURLToPath(new URL('..', import.meta.url))

async function peersOrError(): Promise<PeerResult[] | { error: string }> {
  try {
    const workspace = process.env.VTKIT_PEERS_DIR ?? (await mkdtemp(join(tmpdir(), 'vtkit-peers-')))
    return await measurePeers(workspace)
  } catch (error) {
    return { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repo, stdio: 'inherit' })
  const cpu = cpus()
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`

  console.log('Bundle sizes')
  const bundles = await measureScenarios()
  for (const result of bundles) console.log(`  ${formatResult(result)}`)
  const vtkitInHost = await measureVtkitBeyondHost()

  console.log('Side by side (installing the peer widgets)…')
  const peers = await peersOrError()

  console.log('In Chromium')
  const browser = await measureInBrowser()
  for (const line of formatFigures(browser)) console.log(`  ${line}`)

  console.log('Cold start and return visits')
  const start = await measureStart()
  for (const line of formatStart(start)) console.log(`  ${line}`)

  console.log('Requests per flow')
  const requests = await measureFlowRequests()
  for (const line of formatFlowRequests(requests)) console.log(`  ${line}`)

  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    machine,
    bundles,
    vtkitInHost,
    peers,
    browser,
    start,
    requests,
  }
  const file = new URL('../BENCHMARKS.md', import.meta.url)
  const previous = await readFile(file, 'utf8').catch(() => undefined)
  await writeFile(file, benchmarksMarkdown(results, previous))
  console.log('\nWritten to BENCHMARKS.md')
  process.exitCode = bundles.every((result) => result.withinBudget) ? 0 : 1
}
