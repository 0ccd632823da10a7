// `npm run bench:bundle`: builds each scenario's app against the built package (`npm run build`
// first), prints its size beyond the host peers and fails when one is over its budget.
// `--packages` also lists what each app pays for, package by package.

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installBuiltPackage } from './install.js'
import { type BundleSize, measureBundle } from './measure.js'
import { type BundleScenario, scenarios } from './scenarios.js'

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..')

export interface ScenarioResult {
  scenario: BundleScenario
  size: BundleSize
  withinBudget: boolean
}

export async function measureScenarios(): Promise<ScenarioResult[]> {
  const workspace = join(repo, 'bench/.out')
  await installBuiltPackage(repo, workspace)
  const results: ScenarioResult[] = []
  for (const [index, scenario] of scenarios.entries()) {
    const root = join(workspace, `bundle-${index}`)
    const size = await measureBundle({ root, entry: scenario.entry })
    const withinBudget =
      (scenario.budgetGzip === undefined || size.gzip - size.lazy.gzip <= scenario.budgetGzip) &&
      (scenario.lazyBudgetGzip === undefined || size.lazy.gzip <= scenario.lazyBudgetGzip)
    results.push({ scenario, size, withinBudget })
  }
  return results
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export function formatResult({ scenario, size }: ScenarioResult): string {
  const initial = size.gzip - size.lazy.gzip
  const against = (value: number, budget: number | undefined) =>
    budget === undefined ? '' : ` ${value <= budget ? '≤' : '>'} ${kB(budget)} budget`
  const lazy =
    size.lazy.gzip > 0
      ? `; and later, by import(): ${kB(size.lazy.minified)} min, ${kB(size.lazy.gzip)} gzip${against(size.lazy.gzip, scenario.lazyBudgetGzip)}`
      : ''
  return `${scenario.name}: ${kB(size.minified - size.lazy.minified)} min, ${kB(initial)} gzip${against(initial, scenario.budgetGzip)}${lazy}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measureScenarios()
  for (const result of results) {
    console.log(formatResult(result))
    if (!process.argv.includes('--packages')) continue
    const count = process.argv.includes('--all') ? Number.POSITIVE_INFINITY : 15
    const largest = (map: Map<string, number>) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
    console.log('  largest packages, before minifying:')
    for (const [name, bytes] of largest(result.size.packages))
      console.log(`    ${name}: ${kB(bytes)}`)
    console.log('  largest vtkit modules, before minifying:')
    for (const [name, bytes] of largest(result.size.modules))
      console.log(`    ${name}: ${kB(bytes)}`)
  }
  process.exitCode = results.every((result) => result.withinBudget) ? 0 : 1
}
