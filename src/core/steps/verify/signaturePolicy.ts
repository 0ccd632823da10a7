import { isSameAddress } from '../../address.js'
import { findIntentOrder, type IntentOrder } from '../../intent/order.js'
import { routeKind } from '../../labels.js'
import type { Chain } from '../../schemas/chain.js'
import type { SignatureStep } from '../../schemas/userStep.js'
import type { AddFinding, StepCheckContext } from '../types/index.js'
import { endpointIdFor } from './chainNumbers.js'
import { recognizeIntentContract } from './knownContracts.js'
import { primaryTypeOf } from './typedData.js'

/**
 * Typed data that hands over tokens or control whatever the route: token permits (ERC-2612, DAI,
 * Permit2), Safe transactions, delegations and forwarded calls. Never signed through vtkit.
 */
export const DANGEROUS_PRIMARY_TYPES = [
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
  'PermitForAll',
  'SafeTx',
  'SafeMessage',
  'Delegation',
  'Delegate',
  'ForwardRequest',
  'MetaTransaction',
] as const

/** An order must end in the future, and not so far ahead that it outlives any quote. */
const MAX_ORDER_LIFETIME_S = 60 * 60

/**
 * A SIGNATURE step may only be the order of a route that signs (an intent route), of a schema
 * vtkit knows (Aori's `Order`) or an integrator registered a verifier for; every field of the
 * order must match the request and the quote. Anything else is refused before the wallet sees it.
 */
export function verifySignatureStep(
  step: SignatureStep,
  index: number,
  chain: Chain,
  context: StepCheckContext,
  add: AddFinding,
): void {
  const label = `step ${index + 1}`
  if (step.signature.type !== 'EIP712') {
    add(
      'signature-type-unsupported',
      index,
      'refuse',
      `${label} asks for a ${String(step.signature.type)} signature; vtkit signs only EIP-712 orders`,
    )
    return
  }
  const { domain, types, message } = step.signature.typedData
  const { primaryType, ambiguous } = primaryTypeOf(types)
  if (isDangerous(primaryType, types[primaryType])) {
    const spender = typeof message.spender === 'string' ? ` ${message.spender}` : ' someone'
    add(
      'signature-dangerous-type',
      index,
      'refuse',
      `${label} asks you to sign a ${primaryType}: it would let${spender} move your tokens or act for you`,
    )
    return
  }
  if (ambiguous) {
    add(
      'signature-unknown-schema',
      index,
      'refuse',
      `${label} holds typed data whose primary type cannot be told apart: what you would sign is unclear`,
    )
    return
  }
  const chainId = domain.chainId
  if (chain.chainId !== undefined && chainId !== undefined && Number(chainId) !== chain.chainId) {
    add(
      'chain-id-mismatch',
      index,
      'refuse',
      `${label} asks to sign for chain id ${String(chainId)}, but ${chain.name} is ${chain.chainId}`,
    )
  }
  if (!context.quote.routeSteps.some((routeStep) => routeKind(routeStep.type) === 'intent')) {
    add(
      'signature-not-intent-route',
      index,
      'refuse',
      `${label} asks for a signature, but this route (${context.quote.routeSteps[0]?.type ?? 'unknown'}) is not one that signs orders`,
    )
    return
  }
  const verifyingContract =
    typeof domain.verifyingContract === 'string' ? domain.verifyingContract : undefined
  const registered = context.signatureVerifiers?.[primaryType]
  if (registered) {
    for (const problem of registered({
      ...context,
      step,
      primaryType,
      message,
      verifyingContract,
    }))
      add('intent-order-mismatch', index, 'refuse', `${label}: ${problem}`)
    return
  }
  const found = findIntentOrder([step])
  if (primaryType !== 'Order' || !found?.order || domain.name !== 'Aori') {
    add(
      'signature-unknown-schema',
      index,
      'refuse',
      `${label} asks to sign a "${primaryType}" that vtkit cannot read, so it cannot say what it does`,
    )
    return
  }
  for (const problem of orderProblems(found.order, context))
    add('intent-order-mismatch', index, 'refuse', `${label}: ${problem}`)
  // The order's contract is also the approval's spender: it must be Aori's, by the app's pins or
  // by what vtkit knows of production (where its domain must be the one Aori signs under too).
  const recognition: ReturnType<typeof recognizeIntentContract> = verifyingContract
    ? recognizeIntentContract(context, {
        chainKey: step.chainKey,
        chainId: chain.chainId,
        address: verifyingContract,
      })
    : { kind: 'refused', why: 'the order names no contract' }
  if (recognition.kind === 'refused')
    add(
      'approve-spender-not-intent-contract',
      index,
      'refuse',
      `${label} signs an order for ${verifyingContract ?? 'no contract'} on ${step.chainKey}: ${recognition.why}`,
    )
  else if (recognition.kind === 'unknown')
    add(
      'intent-contract-unverified',
      index,
      'warn',
      `${label} signs an order for ${verifyingContract}, and the approval lets it take your tokens; vtkit does not know it as Aori's contract on ${step.chainKey} (and this app pins none)`,
    )
  const aori = context.registry?.aoriDomain
  if (
    recognition.kind === 'trusted' &&
    recognition.by === 'registry' &&
    aori &&
    domain.version !== aori.version
  )
    add(
      'intent-order-mismatch',
      index,
      'refuse',
      `${label}: the order is for Aori's contract, which signs under version ${aori.version}, not ${String(domain.version)}`,
    )
}

function isDangerous(
  primaryType: string,
  fields: readonly { name: string; type: string }[] | undefined,
): boolean {
  if ((DANGEROUS_PRIMARY_TYPES as readonly string[]).includes(primaryType)) return true
  // A permit by another name: a spender and an amount or an allowance flag.
  const names = new Set((fields ?? []).map((field) => field.name.toLowerCase()))
  return names.has('spender') && (names.has('value') || names.has('amount') || names.has('allowed'))
}

function orderProblems(order: IntentOrder, context: StepCheckContext): string[] {
  const { quote, request, walletAddress, now = Date.now() } = context
  const problems: string[] = []
  const offerer = walletAddress ?? request.srcWalletAddress
  if (!isSameAddress(order.offerer, offerer))
    problems.push(`the order is offered by ${order.offerer}, not by your wallet`)
  if (!isSameAddress(order.recipient, request.dstWalletAddress))
    problems.push(
      `the order pays ${order.recipient}, not the recipient ${request.dstWalletAddress}`,
    )
  if (!isSameAddress(order.inputToken, request.srcTokenAddress))
    problems.push(`the order spends ${order.inputToken}, not the token you send`)
  if (!isSameAddress(order.outputToken, request.dstTokenAddress))
    problems.push(`the order pays out ${order.outputToken}, not the token you asked for`)
  if (/^\d+$/.test(quote.srcAmount) && order.inputAmount !== BigInt(quote.srcAmount))
    problems.push(`the order takes ${order.inputAmount}, not the quoted ${quote.srcAmount}`)
  const minimum = quote.dstAmountMin ?? quote.dstAmount
  if (/^\d+$/.test(minimum) && order.outputAmount < BigInt(minimum))
    problems.push(`the order pays ${order.outputAmount}, less than the minimum ${minimum}`)
  for (const [side, chainKey, eid] of [
    ['source', request.srcChainKey, order.srcEid],
    ['destination', request.dstChainKey, order.dstEid],
  ] as const) {
    const expected = endpointIdFor(context, chainKey)
    if (expected === undefined)
      problems.push(`the ${side} chain's endpoint id is unknown, so the order cannot be checked`)
    else if (eid !== expected)
      problems.push(`the order's ${side} endpoint is ${eid}, not ${chainKey} (${expected})`)
  }
  const nowS = Math.floor(now / 1000)
  if (order.endTime <= nowS) problems.push('the order has already ended')
  else if (order.endTime > nowS + MAX_ORDER_LIFETIME_S)
    problems.push('the order stays open for more than an hour')
  return problems
}
