import { isAddressOfChainType } from './address.js'
import { InvalidInputError, type ValidationIssue } from './errors.js'
import { chainTypeLabel } from './labels.js'
import { isPartialList } from './partialList.js'
import { type Chain, isSignableChainType } from './schemas/chain.js'
import { checkQuoteRequest, type QuoteRequest, quoteRequestFields } from './schemas/quote.js'

/** A quote request as a form holds it: any field may still be missing. */
export type QuoteInput = Partial<QuoteRequest>

export type QuoteInputValidation =
  | { state: 'incomplete'; missing: (keyof QuoteRequest)[] }
  /** Waiting for the chain list, needed to check chain keys and wallet addresses. */
  | { state: 'pending' }
  | { state: 'invalid'; issues: ValidationIssue[] }
  | { state: 'valid'; request: QuoteRequest }

/**
 * Everything that can be known about a quote request without asking for a quote: completeness,
 * amount format, same token on both sides, chains that exist, wallet addresses of the chain's type.
 */
export function validateQuoteInput(
  input: QuoteInput | undefined,
  chains: readonly Chain[] | undefined,
): QuoteInputValidation {
  const missing = quoteRequestFields.filter(
    (field) => input?.[field] === undefined || input[field] === '',
  )
  if (!input || missing.length > 0)
    return { state: 'incomplete', missing: input ? missing : [...quoteRequestFields] }
  let request: QuoteRequest
  try {
    request = checkQuoteRequest(input as QuoteRequest)
  } catch (error) {
    if (error instanceof InvalidInputError) return { state: 'invalid', issues: error.issues }
    throw error
  }
  if (!chains) return { state: 'pending' }
  const issues: ValidationIssue[] = []
  for (const side of ['src', 'dst'] as const) {
    const chainKey = request[`${side}ChainKey`]
    const chain = chains.find((item) => item.chainKey === chainKey)
    // Not among the chains that have arrived so far: it may be on a page still to come.
    if (!chain && isPartialList(chains)) return { state: 'pending' }
    if (!chain) {
      issues.push({ path: `${side}ChainKey`, message: `is not a supported chain ("${chainKey}")` })
    } else if (side === 'src' && !isSignableChainType(chain.chainType)) {
      issues.push({
        path: 'srcChainKey',
        message: `is a ${chainTypeLabel(chain.chainType)} chain: vtkit cannot sign transfers from ${chain.name}`,
      })
    } else if (!isAddressOfChainType(request[`${side}WalletAddress`], chain.chainType)) {
      issues.push({
        path: `${side}WalletAddress`,
        message: `is not a valid ${chainTypeLabel(chain.chainType)} address for ${chain.name}`,
      })
    }
  }
  return issues.length > 0 ? { state: 'invalid', issues } : { state: 'valid', request }
}
