import { isAddressOfChainType } from '../core/address.js'
import { formatAmount } from '../core/amounts.js'
import type { Token } from '../core/schemas/token.js'
import type { Catalog, TokenInfo } from './catalogTypes.js'
import { hashText } from './random.js'
import { type RouteNames, routeTypeName, type SimRouteKind } from './routeNames.js'
import { buildUserSteps, INTENT_ORDER_LIFETIME_S, type StepInput } from './steps.js'

export type SimQuoteRequest = {
  amount: string
  srcChainKey: string
  srcTokenAddress: string
  srcWalletAddress: string
  dstChainKey: string
  dstTokenAddress: string
  dstWalletAddress: string
  options?: {
    feeTolerance?: { type?: string; amount?: number }
    dstNativeDropAmount?: string
  }
}

/** A quote the simulator issued, with what it needs to rebuild steps and report status. */
export type StoredQuote = {
  quote: Record<string, unknown>
  request: SimQuoteRequest
  stepInput: StepInput
  routeKind: SimRouteKind
  issuedAt: number
  /** When the service forgets the quote, whether or not its body said so. */
  expiresAtMs: number
}

export type QuoteOutcome =
  | { kind: 'invalid'; issues: string[] }
  | { kind: 'noRoute'; message: string }
  | {
      kind: 'quotes'
      quotes: StoredQuote[]
      rejected: Record<string, unknown>[]
      tokens: unknown[]
    }

const requiredFields = [
  'amount',
  'srcChainKey',
  'srcTokenAddress',
  'srcWalletAddress',
  'dstChainKey',
  'dstTokenAddress',
  'dstWalletAddress',
] as const

/** Fees and speed per route: a protocol fee in basis points, a messaging fee in micro-units of the source's native coin. */
const routeFees: Record<
  SimRouteKind,
  { bps: bigint; messageFeeMicro: bigint; durationMs: number | null; label: string }
> = {
  oft: { bps: 0n, messageFeeMicro: 30n, durationMs: 120_000, label: 'OFT transfer' },
  taxi: { bps: 6n, messageFeeMicro: 40n, durationMs: 60_000, label: 'Stargate taxi' },
  bus: { bps: 2n, messageFeeMicro: 10n, durationMs: 600_000, label: 'Stargate bus' },
  // CCTP takes its fee in USDC (the burn's maxFee), not in the native coin.
  cctp: { bps: 0n, messageFeeMicro: 0n, durationMs: 900_000, label: 'CCTP burn and mint' },
  intent: { bps: 5n, messageFeeMicro: 0n, durationMs: 15_000, label: 'Aori' },
}

/** Checks a `/quotes` body as the service does (status 4000 issues), before any route lookup. */
export function validateQuoteRequest(
  body: unknown,
  catalog: Catalog,
): { issues: string[]; request?: SimQuoteRequest; source?: TokenInfo; destination?: TokenInfo } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { issues: ['Request body must be a JSON object'] }
  const input = body as Record<string, unknown>
  const issues: string[] = []
  for (const field of requiredFields) {
    if (typeof input[field] !== 'string' || input[field] === '')
      issues.push(`"${field}" is required and must be a string`)
  }
  if (typeof input.amount === 'string' && input.amount !== '') {
    if (!/^\d+$/.test(input.amount))
      issues.push('"amount" must be an integer string in smallest units')
    else if (/^0+$/.test(input.amount)) issues.push('"amount" must be greater than 0')
  }
  const options = input.options as SimQuoteRequest['options'] | undefined
  if (options !== undefined && (typeof options !== 'object' || options === null))
    issues.push('"options" must be an object')
  const tolerance = options?.feeTolerance?.amount
  if (
    tolerance !== undefined &&
    (typeof tolerance !== 'number' || tolerance < 0 || tolerance > 100)
  ) {
    issues.push('"options.feeTolerance.amount" must be a number from 0 to 100')
  }
  const drop = options?.dstNativeDropAmount
  if (drop !== undefined && (typeof drop !== 'string' || !/^\d+$/.test(drop)))
    issues.push('"options.dstNativeDropAmount" must be an integer string')
  if (issues.length > 0) return { issues }

  const request = input as SimQuoteRequest
  const srcChain = catalog.chain(request.srcChainKey)
  const dstChain = catalog.chain(request.dstChainKey)
  if (!srcChain) issues.push(`Unknown chain "${request.srcChainKey}" (srcChainKey)`)
  if (!dstChain) issues.push(`Unknown chain "${request.dstChainKey}" (dstChainKey)`)
  const source = srcChain && catalog.token(request.srcChainKey, request.srcTokenAddress)
  const destination = dstChain && catalog.token(request.dstChainKey, request.dstTokenAddress)
  if (srcChain && !source)
    issues.push(`Unknown token ${request.srcTokenAddress} on ${request.srcChainKey}`)
  if (dstChain && !destination)
    issues.push(`Unknown token ${request.dstTokenAddress} on ${request.dstChainKey}`)
  if (source && !source.token.isSupported)
    issues.push(`Token ${source.token.symbol} on ${request.srcChainKey} is not supported`)
  if (destination && !destination.token.isSupported)
    issues.push(`Token ${destination.token.symbol} on ${request.dstChainKey} is not supported`)
  if (srcChain && !isAddressOfChainType(request.srcWalletAddress, srcChain.chainType)) {
    issues.push(`"srcWalletAddress" is not a valid ${srcChain.chainType} address`)
  }
  if (dstChain && !isAddressOfChainType(request.dstWalletAddress, dstChain.chainType)) {
    issues.push(`"dstWalletAddress" is not a valid ${dstChain.chainType} address`)
  }
  if (source && source === destination)
    issues.push('Source and destination are the same token on the same chain')
  return { issues, request, source, destination }
}

/**
 * How quotes state their expiry: `production` mixes what live quotes do (most carry none; others
 * ISO text or epoch milliseconds or seconds as text), the others use one form for every quote.
 * Intent quotes never carry one: their order's `endTime` is the limit.
 */
export type ExpiresAtForm = 'production' | 'iso' | 'epochMs' | 'epochSeconds' | 'none'

export type QuoteContext = {
  catalog: Catalog
  now: number
  ttlMs: number
  /**
   * The next quote's id, and its place in this simulator's sequence (`key`): what the quote's
   * production-like variations are drawn from, the same whichever simulators came before.
   */
  nextQuoteId: () => { id: string; key: string }
  recentBlockhash: () => string
  solanaTokenAccount?: ((owner: string, mint: string) => string | undefined) | undefined
  routeNames: RouteNames
  expiresAt: ExpiresAtForm
}

export function createQuotes(body: unknown, context: QuoteContext): QuoteOutcome {
  const { issues, request, source, destination } = validateQuoteRequest(body, context.catalog)
  if (issues.length > 0 || !request || !source || !destination) return { kind: 'invalid', issues }
  const routeTypes = context.catalog.routeTypes(source, destination)
  if (routeTypes.length === 0) {
    return {
      kind: 'noRoute',
      message: `No route from ${source.token.symbol} on ${source.token.chainKey} to ${destination.token.symbol} on ${destination.token.chainKey}`,
    }
  }
  const quotes: StoredQuote[] = []
  const rejected: Record<string, unknown>[] = []
  for (const routeKind of routeTypes) {
    const rejection = rejectionReason(routeKind, BigInt(request.amount), source)
    if (rejection)
      rejected.push({ routeType: routeTypeName(routeKind, context.routeNames), error: rejection })
    else quotes.push(buildQuote(routeKind, request, source, destination, context))
  }
  // "The tokens involved in the quotes": what is sent and received, and what fees are paid in
  // (the source chain's native coin for messaging fees), each with its price.
  const feeTokens = quotes
    .flatMap((quote) => quote.quote.fees as { chainKey: string; address: string }[])
    .map((fee) => context.catalog.token(fee.chainKey, fee.address)?.token)
  const involved = new Map<string, Token>()
  for (const token of [source.token, destination.token, ...feeTokens])
    if (token) involved.set(`${token.chainKey}:${token.address.toLowerCase()}`, token)
  const tokens = [...involved.values()].map(({ isSupported: _omitted, ...token }) => token)
  return { kind: 'quotes', quotes, rejected, tokens }
}

function rejectionReason(
  routeKind: SimRouteKind,
  amount: bigint,
  source: TokenInfo,
): string | undefined {
  const unit = 10n ** BigInt(source.token.decimals)
  const symbol = source.token.symbol
  if (routeKind === 'bus' && amount < unit) return `Amount below the bus minimum of 1 ${symbol}`
  if (routeKind === 'intent' && amount > unit * 100_000n)
    return `Amount above the solvers' capacity of 100000 ${symbol}`
  if (routeKind === 'taxi' && amount < unit / 1000n)
    return `Amount below the taxi minimum of 0.001 ${symbol}`
  return undefined
}

function buildQuote(
  routeKind: SimRouteKind,
  request: SimQuoteRequest,
  source: TokenInfo,
  destination: TokenInfo,
  context: QuoteContext,
): StoredQuote {
  const { id, key } = context.nextQuoteId()
  const amount = BigInt(request.amount)
  const model = routeFees[routeKind]
  const srcChain = source.chain
  const dstChain = destination.chain
  const scaled = scale(amount, source.token.decimals, destination.token.decimals)
  const generalFee = (scaled * model.bps) / 10_000n
  // CCTP's fee is part of the burn (its maxFee, in the source token); it shows as CCTP_RECEIVE.
  const cctpFee = routeKind === 'cctp' ? 10n ** BigInt(Math.max(0, source.token.decimals - 2)) : 0n
  const cctpReceive = scale(cctpFee, source.token.decimals, destination.token.decimals)
  const dstAmount = scaled > generalFee + cctpReceive ? scaled - generalFee - cctpReceive : 0n
  const toleranceBps = BigInt(Math.round((request.options?.feeTolerance?.amount ?? 1) * 100))
  const dstAmountMin = (dstAmount * (10_000n - toleranceBps)) / 10_000n
  const messageFee = (10n ** BigInt(srcChain.native.decimals) * model.messageFeeMicro) / 1_000_000n
  const dropAmount = BigInt(request.options?.dstNativeDropAmount ?? '0')
  const dropFee =
    dropAmount === 0n ? 0n : nativeEquivalent(dropAmount, dstChain.native, srcChain.native)

  const fees: Record<string, unknown>[] = []
  const usd: number[] = []
  const addFee = (
    chainKey: string,
    type: string,
    description: string,
    feeAmount: bigint,
    token: { address: string; decimals: number; price?: number | undefined },
  ) => {
    fees.push({ chainKey, type, description, amount: String(feeAmount), address: token.address })
    if (token.price !== undefined)
      usd.push((Number(feeAmount) / 10 ** token.decimals) * token.price)
  }
  const srcNative = { ...srcChain.native, price: srcChain.native.priceUsd }
  const dstToken = { ...destination.token, price: destination.token.price?.usd ?? undefined }
  const srcToken = { ...source.token, price: source.token.price?.usd ?? undefined }
  if (messageFee > 0n)
    addFee(srcChain.chain.chainKey, 'MESSAGE', 'Cross-chain messaging fee', messageFee, srcNative)
  // Live intent quotes carry one GENERAL fee, "Aori Fees", in the source token.
  if (generalFee > 0n && routeKind === 'intent')
    addFee(
      srcChain.chain.chainKey,
      'GENERAL',
      'Aori Fees',
      scale(generalFee, destination.token.decimals, source.token.decimals),
      srcToken,
    )
  else if (generalFee > 0n)
    addFee(dstChain.chain.chainKey, 'GENERAL', `${model.label} protocol fee`, generalFee, dstToken)
  if (dropFee > 0n)
    addFee(
      srcChain.chain.chainKey,
      'DST_NATIVE_DROP',
      `Native gas drop of ${formatAmount(dropAmount, dstChain.native.decimals)} ${dstChain.native.symbol} on ${dstChain.chain.name}`,
      dropFee,
      srcNative,
    )
  if (cctpReceive > 0n)
    addFee(
      dstChain.chain.chainKey,
      'CCTP_RECEIVE',
      'CCTP receive (mint) fee',
      cctpReceive,
      dstToken,
    )

  const intent = routeKind === 'intent'
  const expiresAtMs = intent
    ? (Math.floor(context.now / 1000) + INTENT_ORDER_LIFETIME_S) * 1000
    : context.now + context.ttlMs
  const srcPrice = source.token.price?.usd ?? undefined
  const dstPrice = destination.token.price?.usd ?? undefined
  const feeUsd = usd.reduce((sum, value) => sum + value, 0)
  const srcAmountUsd =
    srcPrice === undefined ? undefined : (Number(amount) / 10 ** source.token.decimals) * srcPrice
  const dstAmountUsd =
    dstPrice === undefined
      ? undefined
      : (Number(dstAmount) / 10 ** destination.token.decimals) * dstPrice
  const stepInput: StepInput = {
    quoteId: id,
    routeKind,
    source,
    destination,
    srcWalletAddress: request.srcWalletAddress,
    dstWalletAddress: request.dstWalletAddress,
    amount,
    nativeFee: messageFee + dropFee,
    dstNativeDrop: dropAmount,
    dstAmount,
    dstAmountMin,
    cctpMaxFee: cctpFee,
    startTimeMs: context.now,
    recentBlockhash: context.recentBlockhash(),
    solanaTokenAccount:
      srcChain.chainType === 'SOLANA'
        ? context.solanaTokenAccount?.(request.srcWalletAddress, source.token.address)
        : undefined,
    solanaRouteTokenAccount:
      srcChain.chainType === 'SOLANA'
        ? context.solanaTokenAccount?.(srcChain.deployments.transferDelegate, source.token.address)
        : undefined,
  }
  const routeType = routeTypeName(routeKind, context.routeNames)
  const expiresAt = intent ? undefined : expiresAtText(key, expiresAtMs, context.expiresAt)
  const quote: Record<string, unknown> = {
    id,
    routeSteps: routeSteps(routeType, routeKind, source, destination, model.label),
    fees,
    duration: {
      estimated:
        model.durationMs === null || (routeKind === 'bus' && srcChain.chainType !== 'EVM')
          ? null
          : String(model.durationMs),
    },
    feeUsd: feeUsd.toFixed(4),
    ...(srcAmountUsd
      ? {
          feePercent: ((feeUsd / srcAmountUsd) * 100).toFixed(4),
          srcAmountUsd: srcAmountUsd.toFixed(2),
        }
      : {}),
    srcAmount: String(amount),
    dstAmount: String(dstAmount),
    dstAmountMin: String(dstAmountMin),
    ...(dstAmountUsd === undefined ? {} : { dstAmountUsd: dstAmountUsd.toFixed(2) }),
    // Live quotes from Solana sources come without steps: /build-user-steps makes them.
    ...(srcChain.chainType === 'SOLANA' ? {} : { userSteps: buildUserSteps(stepInput) }),
    options: { dstNativeDropAmount: String(dropAmount) },
    ...(expiresAt === undefined ? {} : { expiresAt }),
  }
  return { quote, request, stepInput, routeKind, issuedAt: context.now, expiresAtMs }
}

/** `expiresAt` in one of the forms production uses, or none (most live quotes). */
function expiresAtText(key: string, at: number, form: ExpiresAtForm): string | undefined {
  const chosen: ExpiresAtForm =
    form === 'production'
      ? ((['none', 'none', 'iso', 'epochMs', 'none', 'epochSeconds'] as const)[hashText(key) % 6] ??
        'none')
      : form
  if (chosen === 'iso') return new Date(at).toISOString()
  if (chosen === 'epochMs') return String(at)
  if (chosen === 'epochSeconds') return String(Math.floor(at / 1000))
  return undefined
}

function routeSteps(
  routeType: string,
  routeKind: SimRouteKind,
  source: TokenInfo,
  destination: TokenInfo,
  label: string,
) {
  const steps = [
    {
      type: routeType,
      srcChainKey: source.token.chainKey,
      description: `${label}: ${source.chain.chain.name} to ${destination.chain.chain.name}`,
    },
  ]
  if (routeKind === 'bus') {
    steps.push({
      type: routeType,
      srcChainKey: source.token.chainKey,
      description: 'Waits for the next bus (batch) to depart',
    })
  }
  return steps
}

function scale(amount: bigint, from: number, to: number): bigint {
  return to >= from ? amount * 10n ** BigInt(to - from) : amount / 10n ** BigInt(from - to)
}

/** The source-native cost of a destination-native amount, through USD prices (micro-dollar precision). */
function nativeEquivalent(
  amount: bigint,
  from: { decimals: number; priceUsd: number },
  to: { decimals: number; priceUsd: number },
): bigint {
  const microUsd = (amount * BigInt(Math.round(from.priceUsd * 1e6))) / 10n ** BigInt(from.decimals)
  return (
    (microUsd * 10n ** BigInt(to.decimals)) / BigInt(Math.max(1, Math.round(to.priceUsd * 1e6)))
  )
}
