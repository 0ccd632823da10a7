/** The reason text a `rejectedQuotes` item holds (its shape is not specified), for display. */
export function describeRejectedQuote(item: unknown): string {
  if (typeof item === 'string') return item
  if (typeof item !== 'object' || item === null) return 'Rejected (no reason given)'
  const record = item as Record<string, unknown>
  for (const key of ['error', 'reason', 'message', 'description']) {
    const value = record[key]
    if (typeof value === 'string' && value !== '') return value
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string'
    ) {
      return (value as { message: string }).message
    }
  }
  return 'Rejected (no reason given)'
}
