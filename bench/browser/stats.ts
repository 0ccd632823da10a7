export type Summary = { median: number; p95: number; min: number; max: number; count: number }

/** Median and 95th percentile (nearest rank) of a sample. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no values to summarize')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] as number
  return {
    median: rank(0.5),
    p95: rank(0.95),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    count: sorted.length,
  }
}
