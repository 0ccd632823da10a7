import type { Quote } from '../../schemas/quote.js'

/** JSON with object keys sorted: two readings of the same quote compare equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function withoutSteps({ userSteps: _steps, userStepsPending: _pending, ...rest }: Quote) {
  return rest
}

/**
 * Whether `given` is the quote a journal record holds: the same quote as sent, or (for a quote
 * sent without steps) the same quote with the steps built for it. A service that reuses an id for
 * another quote cannot have the journal resume one quote while another runs.
 */
export function isSameQuote(given: Quote, recorded: Quote): boolean {
  if (canonicalJson(given) === canonicalJson(recorded)) return true
  const builtFromGiven = given.userStepsPending === true && given.userSteps.length === 0
  return (
    builtFromGiven && canonicalJson(withoutSteps(given)) === canonicalJson(withoutSteps(recorded))
  )
}
