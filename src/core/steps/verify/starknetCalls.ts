import type { Metadata } from '../../schemas/metadata.js'
import type { StarknetTransactionStep } from '../../schemas/userStep.js'
import type { AddFinding, LedgerRecorder, StepCheckContext } from '../types/index.js'
import { verifyDeployments } from './deployments.js'
import { routeDeposit } from './ledger/bridgedAmounts.js'

/** Starknet addresses are felts: the same address may be written with or without leading zeros. */
function sameFelt(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || !/^0x[0-9a-fA-F]+$/.test(a) || !/^0x[0-9a-fA-F]+$/.test(b)) return false
  return BigInt(a) === BigInt(b)
}

/** A Cairo u256 passed as two felts (low, high). */
function u256(low: string | undefined, high: string | undefined): bigint | undefined {
  if (!low || !high || !/^0x[0-9a-fA-F]+$|^\d+$/.test(low) || !/^0x[0-9a-fA-F]+$|^\d+$/.test(high))
    return undefined
  return BigInt(low) + (BigInt(high) << 128n)
}

/**
 * What a Starknet transaction does, call by call: only an `approve` on the token sent, to the
 * chain's transfer delegate; every other call goes to the multicall. A `transfer` of the token, an
 * approve to anyone else or a call to any other contract is refused. In the ledger: the approval,
 * and what it lets the route take as what crosses (what the multicall's own arguments say is
 * not read, and the ledger says so).
 */
export function verifyStarknetCalls(
  step: StarknetTransactionStep,
  index: number,
  context: StepCheckContext & { metadata: Metadata },
  add: AddFinding,
  ledger: LedgerRecorder,
): void {
  const { request, quote, metadata } = context
  const deployments = metadata[step.chainKey]?.deployments
  const multicall = deployments?.multicall?.address
  const delegate = deployments?.transferDelegate?.address
  if (!multicall || !delegate) {
    add(
      'no-deployments',
      index,
      'refuse',
      `the service publishes no contracts for ${step.chainKey}, so step ${index + 1} cannot be checked`,
    )
    return
  }
  if (!verifyDeployments(step.chainKey, undefined, { multicall, delegate }, index, context, add))
    return
  const multicallPinned = context.trustedDeployments?.[step.chainKey]?.multicall !== undefined
  const asset = { chainKey: step.chainKey, address: request.srcTokenAddress, native: false }
  let approved = 0n
  let callsMulticall = false
  step.transaction.encoded.calls.forEach((call, position) => {
    const where = `step ${index + 1}, call ${position + 1}`
    if (sameFelt(call.contractAddress, multicall)) {
      callsMulticall = true
      ledger.unread({ stepIndex: index, what: 'starknet-multicall', contract: multicall })
      if (!multicallPinned)
        add(
          'bridge-contract-unverified',
          index,
          'warn',
          `${where} calls ${multicall}, which the service names as its multicall; what it does with "${call.entrypoint}" cannot be read, and this app pins no multicall on ${step.chainKey}`,
        )
      return
    }
    if (!sameFelt(call.contractAddress, request.srcTokenAddress)) {
      add(
        'starknet-call',
        index,
        'refuse',
        `${where} calls ${call.contractAddress}, neither the token you send nor the service's multicall`,
      )
      return
    }
    if (call.entrypoint !== 'approve') {
      add(
        'starknet-call',
        index,
        'refuse',
        `${where} calls "${call.entrypoint}" on your token; only an approval is expected`,
      )
      return
    }
    const [spender, low, high] = (call.calldata ?? []).map(String)
    if (!sameFelt(spender, delegate)) {
      add(
        'approve-spender-not-delegate',
        index,
        'refuse',
        `${where} would let ${spender ?? 'someone'} spend your tokens; only the transfer delegate may`,
      )
      return
    }
    const amount = u256(low, high)
    if (amount === undefined) {
      add(
        'approve-data-malformed',
        index,
        'refuse',
        `${where} carries an approval that cannot be read`,
      )
      return
    }
    approved += amount
    ledger.approval({ stepIndex: index, asset, spender: delegate, amount })
  })
  if (callsMulticall && approved > 0n)
    ledger.entry(
      routeDeposit(request, { stepIndex: index, asset, amount: approved, via: multicall }),
    )
  else if (/^\d+$/.test(quote.srcAmount) && approved > 0n)
    // An approval with nothing that uses it: the allowance stays for anyone the delegate serves.
    ledger.entry({ kind: 'held', stepIndex: index, asset, amount: approved, by: delegate })
}
