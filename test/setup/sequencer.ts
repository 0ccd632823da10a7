import { readFile } from 'node:fs/promises'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (by group, project, then the longest or largest file first), with each project's
 * files in one block per environment: jsdom first (the widget's flows, the longest), then node.
 * A worker of a project that is not isolated is kept for the next file only when that file has
 * the same environment; in Vitest's order node and jsdom files alternate, and each change started
 * a new worker that imported the kit again (5–12 s each, a third of the unit files' time).
 */
export class EnvironmentBlocks extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const environments = await Promise.all(sorted.map(environmentOf))
    const blocks: TestSpecification[] = []
    let start = 0
    while (start < sorted.length) {
      let end = start
      while (end < sorted.length && sorted[end]?.project === sorted[start]?.project) end++
      const project = sorted.slice(start, end).map((spec, index) => ({
        spec,
        rank: environments[start + index] === 'jsdom' ? 0 : 1,
      }))
      for (const rank of [0, 1])
        for (const item of project) if (item.rank === rank) blocks.push(item.spec)
      start = end
    }
    return blocks
  }
}

/** The file's environment as Vitest reads it: its `@vitest-environment` comment, or the project's. */
async function environmentOf(spec: TestSpecification): Promise<string> {
  const code = await readFile(spec.moduleId, 'utf-8').catch(() => '')
  return (
    code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ??
    spec.project.config.environment ??
    'node'
  )
}
