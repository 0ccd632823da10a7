import { describe, expect, it } from 'vitest'
import { formatUsd } from '../../src/components/format.js'

describe('formatUsd', () => {
  it.each([
    [1234.5678, '$1,234.57'],
    [25, '$25.00'],
    [0.0362, '$0.036'],
    [0.1398, '$0.14'],
    [0.01, '$0.01'],
    [0.00001234, '$0.000012'],
    ['0.0125', '$0.013'],
    [0, '$0.00'],
  ])('%s → %s', (value, text) => {
    expect(formatUsd(value, 'en-US')).toBe(text)
  })

  it.each([undefined, 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'says nothing for %s rather than a wrong figure',
    (value) => {
      expect(formatUsd(value as number | string | undefined, 'en-US')).toBeUndefined()
    },
  )
})
