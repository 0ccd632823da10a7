import { describe, expect, it } from 'vitest'
import { historyOf } from '../../bench/report.js'

// `npm run bench` rewrites BENCHMARKS.md from its figures; the hand-written history of why the
// figures moved must survive it.
describe('BENCHMARKS.md history', () => {
  it('keeps the ## History section of the file it replaces, word for word', () => {
    const previous =
      '# Benchmarks\n\n## Bundle size\n\n| a | b |\n\n## History\n\nWhat moved.\n\nMeasured again.\n\n'
    expect(historyOf(previous)).toBe('## History\n\nWhat moved.\n\nMeasured again.')
  })

  it('has nothing to keep from a file without one, or from no file', () => {
    expect(historyOf('# Benchmarks\n\n## Bundle size\n')).toBeUndefined()
    expect(historyOf(undefined)).toBeUndefined()
  })

  it('keeps the history of the committed BENCHMARKS.md', async () => {
    const { readFile } = await import('node:fs/promises')
    const committed = await readFile(new URL('../../BENCHMARKS.md', import.meta.url), 'utf8')
    expect(historyOf(committed)).toMatch(/^## History\n[\s\S]*sixth session/)
  })
})
