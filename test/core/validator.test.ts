import { describe, expect, it } from 'vitest'
import * as v from '../../src/core/schemas/validator.js'

const issueOf = (schema: v.Schema<unknown>, input: unknown) => {
  const result = v.safeParse(schema, input)
  if (result.success) throw new Error('expected an issue')
  return result.issues[0]
}

describe('the response validator', () => {
  const step = v.looseObject({
    id: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
    note: v.optional(v.string(), ''),
    tag: v.optional(v.string()),
    logo: v.nullish(v.string()),
    calls: v.array(v.looseObject({ to: v.pipe(v.string(), v.regex(/^0x/, 'must be hex')) })),
  })

  it('keeps unknown keys, fills defaults, leaves absent optional keys out', () => {
    const result = v.safeParse(step, { id: 'a', calls: [], extra: 1, logo: null })
    expect(result).toEqual({
      success: true,
      output: { id: 'a', note: '', calls: [], extra: 1, logo: null },
    })
    expect(result.success && 'tag' in result.output).toBe(false)
  })

  it('names the path of the first bad field, typed or checked', () => {
    const typed = issueOf(step, { id: 'a', calls: [{ to: '0x1' }, { to: 5 }] })
    expect(typed).toMatchObject({ kind: 'schema', expected: 'string', input: 5 })
    expect(typed.path).toEqual(['calls', 1, 'to'])
    const checked = issueOf(step, { id: 'a', calls: [{ to: 'zz' }] })
    expect(checked).toMatchObject({ kind: 'validation', message: 'must be hex' })
    expect(checked.path).toEqual(['calls', 0, 'to'])
    expect(issueOf(step, { calls: [] })).toMatchObject({ input: undefined, path: ['id'] })
    expect(issueOf(step, [1])).toMatchObject({ expected: 'Object', path: [] })
    expect(issueOf(step, null)).toMatchObject({ expected: 'Object' })
  })

  it('drops unknown keys of a strict object and checks literals and picklists', () => {
    const record = v.object({ version: v.literal(1), phase: v.picklist(['a', 'b']) })
    expect(v.safeParse(record, { version: 1, phase: 'b', more: true })).toEqual({
      success: true,
      output: { version: 1, phase: 'b' },
    })
    expect(issueOf(record, { version: 2, phase: 'a' }).expected).toBe('1')
    expect(issueOf(record, { version: 1, phase: 'c' }).expected).toBe('"a" | "b"')
  })

  it('tries union options in order and reports a nested problem of the one whose type matched', () => {
    const errorOrText = v.union([v.looseObject({ status: v.number() }), v.string()])
    expect(v.safeParse(errorOrText, 'down')).toEqual({ success: true, output: 'down' })
    expect(issueOf(errorOrText, { status: 'x' }).path).toEqual(['status'])
    expect(issueOf(errorOrText, 7).expected).toBe('Object | string')
  })

  it('runs checks then the transform of a pipe', () => {
    const gas = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
    expect(v.safeParse(gas, 21_000)).toEqual({ success: true, output: '21000' })
    const decimals = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))
    expect(issueOf(decimals, 1.5).message).toBe('must be an integer')
    expect(issueOf(decimals, 256).message).toBe('must be 255 or less')
    expect(issueOf(decimals, Number.NaN).kind).toBe('schema')
  })

  it('keeps a "__proto__" key of a record as data, never as a prototype', () => {
    const map = v.record(v.string(), v.number())
    const result = v.safeParse(map, JSON.parse('{"__proto__": 1, "a": 2}'))
    expect(result.success).toBe(true)
    const output = (result as { output: Record<string, number> }).output
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype)
    expect(Object.keys(output)).toEqual(['__proto__', 'a'])
    expect(issueOf(map, { a: 'x' }).path).toEqual(['a'])
  })

  it('lets errors other than issues through (a throwing transform is a bug, not bad input)', () => {
    const broken = v.pipe(
      v.string(),
      v.transform(() => {
        throw new RangeError('bug')
      }),
    )
    expect(() => v.safeParse(broken, 'a')).toThrow(RangeError)
  })
})
