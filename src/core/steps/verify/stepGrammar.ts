import type { Chain } from '../../schemas/chain.js'
import type { Quote } from '../../schemas/quote.js'
import { isUnknownStep, type UserStep } from '../../schemas/userStep.js'
import type { AddFinding } from '../types/index.js'
import { decodeCall } from './decodeCall.js'

type Kind = 'approve' | 'bridge' | 'signature' | 'transaction' | 'unknown'

function kindOf(step: UserStep): Kind {
  if (isUnknownStep(step)) return 'unknown'
  if (step.type === 'SIGNATURE') return 'signature'
  if (step.chainType !== 'EVM') return 'transaction'
  // An allowance call that does not decode is still an approval (refused by its own rule).
  return decodeCall(step.transaction.encoded.data).kind === 'other' ? 'bridge' : 'approve'
}

/**
 * The shape a route's steps must have, and nothing more: an EVM bridge is `[approve?, bridge]`, an
 * intent `[approve?, signature]`, a Solana or Starknet transfer one transaction. A repeated or extra
 * step (approve and bridge twice moves twice the amount) is refused whatever it holds.
 */
export function verifyStepGrammar(quote: Quote, source: Chain | undefined, add: AddFinding): void {
  const kinds = quote.userSteps.map(kindOf)
  if (kinds.length === 0 || kinds.includes('unknown')) return
  const shape = kinds.join(', ')
  const refuse = (why: string) =>
    add('step-grammar', -1, 'refuse', `the quote's steps (${shape}) ${why}`)
  if (source && source.chainType !== 'EVM') {
    if (kinds.length !== 1) refuse('should be one transaction on the source chain')
    return
  }
  const last = kinds.at(-1)
  const before = kinds.slice(0, -1)
  if (last !== 'bridge' && last !== 'signature') {
    refuse('do not end in a transfer or an order to sign')
    return
  }
  if (before.length > 1 || before.some((kind) => kind !== 'approve'))
    refuse(
      `are not one approval and one ${last === 'bridge' ? 'transfer' : 'order'}: a step is repeated or extra`,
    )
}
