import { readFile } from 'node:fs/promises'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { createRandom } from '../../src/testing/random.js'

/**
 * Vitest's order (by group, project, then the longest or largest file first), with each project's
 * files in one block per environment: jsdom first (the widget's flows, the longest), then node.
 * Vitest keeps a worker of a project that is not isolated for the next queued file only when that
 * file has the same project and environment; in its own order node and jsdom files alternated, and
 * each change started a worker that imported the kit again (5–12 s each, a third of the unit files'
 * time). With `--sequence.shuffle`, each block is shuffled by the run's seed.
 */
export class EnvironmentBlocks extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const environments = await Promise.all(sorted.map(environmentOf))
    const { shuffle, seed } = this.ctx.config.sequence
    const ordered: TestSpecification[] = []
    let start = 0
    while (start < sorted.length) {
      let end = start
      while (end < sorted.length && sorted[end]?.project === sorted[start]?.project) end++
      for (const jsdom of [true, false]) {
        const block = sorted
          .slice(start, end)
          .filter((_, index) => (environments[start + index] === 'jsdom') === jsdom)
        ordered.push(...(shuffle ? shuffled(block, seed) : block))
      }
      start = end
    }
    return ordered
  }
}

/** The file's environment as Vitest reads it: its `@vitest-environment` comment, or the project's. */
async function environmentOf(spec: TestSpecification): Promise<string> {
  if (spec.project.config.browser.enabled) return 'browser'
  const code = await readFile(spec.moduleId, 'utf-8').catch(() => '')
  return (
    code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ||
    spec.project.config.environment ||
    'node'
  )
}

/** A copy in an order drawn from `seed`, the same for the same seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items]
  const random = createRandom(seed)
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index)
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}
