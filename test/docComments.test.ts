import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { declarationOf, hasDocComment } from '../scripts/house/docComments.js'

// Every value an entry point exports has a doc comment where it is declared: what an editor shows
// on hover is the first thing an integrator reads. (vtkit/internal is unstable and says so once.)
const entries = ['index', 'core', 'solana', 'server', 'testing', 'testing-msw', 'testing-server']

describe('public names', () => {
  it.each(entries)('vtkit/%s: each value has a doc comment at its declaration', async (entry) => {
    const file = fileURLToPath(new URL(`../src/exports/${entry}.ts`, import.meta.url))
    const names = Object.keys(await import(file))
    const undocumented = names.filter((name) => {
      const declaration = declarationOf(file, name)
      return !declaration || !hasDocComment(declaration)
    })
    expect(undocumented).toEqual([])
  })

  it('finds a missing comment through re-exports', () => {
    const file = fileURLToPath(new URL('../src/exports/core.ts', import.meta.url))
    const declaration = declarationOf(file, 'HttpError')
    expect(declaration?.file).toMatch(/src\/core\/errors\/request\.ts$/)
    expect(declaration && hasDocComment(declaration)).toBe(true)
    const bare = {
      ...(declaration as NonNullable<typeof declaration>),
      text: 'x\nexport class A {}',
    }
    expect(hasDocComment({ ...bare, start: 2 })).toBe(false)
    expect(hasDocComment({ ...bare, text: '/* plain */\nexport class A {}', start: 12 })).toBe(
      false,
    )
    expect(hasDocComment({ ...bare, text: '/** A. */\nexport class A {}', start: 10 })).toBe(true)
  })
})
