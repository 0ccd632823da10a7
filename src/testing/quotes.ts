import { isAddressOfChainType } from '../core/address.js'
import { formatAmount } from '../core/amounts.js'
import type { RouteType } from '../core/schemas/quote.js'
import type { Catalog, TokenInfo } from './catalog.js'
import { buildUserSteps, type StepInput } from './steps.js'

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
  routeType: RouteType
  issuedAt: number
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

const routeFees: Record<
  RouteType,
  { bps: bigint; messageFeeMicro: bigint; durationMs: number | null; label: string }
> = {
  OFT: { bps: 0n, messageFeeMicro: 30n, durationMs: 120_000, label: 'OFT transfer' },
  BRIDGEA_V2_TAXI: {
    bps: 6n,
    messageFeeMicro: 40n,
    durationMs: 60_000,
    label: 'Bridge A taxi (instant)',
  },
  BRIDGEA_V2_BUS: {
    bps: 2n,
    messageFeeMicro: 10n,
    durationMs: 600_000,
    label: 'Bridge A bus (batched)',
  },
  CCTP: { bps: 0n, messageFeeMicro: 20n, durationMs: 900_000, label: 'CCTP burn and mint' },
  INTENTA: { bps: 5n, messageFeeMicro: 0n, durationMs: 15_000, label: 'Intent A (solver fill)' },
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

export type QuoteContext = {
  catalog: Catalog
  now: number
  ttlMs: number
  nextQuoteId: () => string
  recentBlockhash: () => string
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
  for (const routeType of routeTypes) {
    const rejection = rejectionReason(routeType, BigInt(request.amount), source)
    if (rejection) rejected.push({ routeType, error: rejection })
    else quotes.push(buildQuote(routeType, request, source, destination, context))
  }
  const tokens = [source.token, destination.token].map(
    ({ isSupported: _omitted, ...token }) => token,
  )
  return { kind: 'quotes', quotes, rejected, tokens }
}

function rejectionReason(
  routeType: RouteType,
  amount: bigint,
  source: TokenInfo,
): string | undefined {
  const unit = 10n ** BigInt(source.token.decimals)
  const symbol = source.token.symbol
  if (routeType === 'BRIDGEA_V2_BUS' && amount < unit)
    return `Amount below the bus minimum of 1 ${symbol}`
  if (routeType === 'INTENTA' && amount > unit * 100_000n)
    return `Amount above the solvers' capacity of 100000 ${symbol}`
  if (routeType === 'BRIDGEA_V2_TAXI' && amount < unit / 1000n)
    return `Amount below the taxi minimum of 0.001 ${symbol}`
  return undefined
}

function buildQuote(
  routeType: RouteType,
  request: SimQuoteRequest,
  source: TokenInfo,
  destination: TokenInfo,
  context: QuoteContext,
): StoredQuote {
  const id = context.nextQuoteId()
  const amount = BigInt(request.amount)
  const model = routeFees[routeType]
  const srcChain = source.chain
  const dstChain = destination.chain
  const scaled = scale(amount, source.token.decimals, destination.token.decimals)
  const generalFee = (scaled * model.bps) / 10_000n
  const cctpReceive =
    routeType === 'CCTP' ? 10n ** BigInt(Math.max(0, destination.token.decimals - 2)) : 0n
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
    address: string,
    decimals: number,
    price: number | undefined,
  ) => {
    fees.push({ chainKey, type, description, amount: String(feeAmount), address })
    if (price !== undefined) usd.push((Number(feeAmount) / 10 ** decimals) * price)
  }
  const dstPrice = destination.token.price?.usd ?? undefined
  if (messageFee > 0n)
    addFee(
      srcChain.chain.chainKey,
      'MESSAGE',
      'Cross-chain messaging fee',
      messageFee,
      srcChain.native.address,
      srcChain.native.decimals,
      srcChain.native.priceUsd,
    )
  if (generalFee > 0n)
    addFee(
      dstChain.chain.chainKey,
      'GENERAL',
      `${model.label} protocol fee`,
      generalFee,
      destination.token.address,
      destination.token.decimals,
      dstPrice ?? undefined,
    )
  if (dropFee > 0n)
    addFee(
      srcChain.chain.chainKey,
      'DST_NATIVE_DROP',
      `Native gas drop of ${formatAmount(dropAmount, dstChain.native.decimals)} ${dstChain.native.symbol} on ${dstChain.chain.name}`,
      dropFee,
      srcChain.native.address,
      srcChain.native.decimals,
      srcChain.native.priceUsd,
    )
  if (cctpReceive > 0n)
    addFee(
      dstChain.chain.chainKey,
      'CCTP_RECEIVE',
      'CCTP receive (mint) fee',
      cctpReceive,
      destination.token.address,
      destination.token.decimals,
      dstPrice ?? undefined,
    )

  const expiresAtMs = context.now + context.ttlMs
  const srcPrice = source.token.price?.usd ?? undefined
  const feeUsd = usd.reduce((sum, value) => sum + value, 0)
  const srcAmountUsd =
    srcPrice === undefined ? undefined : (Number(amount) / 10 ** source.token.decimals) * srcPrice
  const dstAmountUsd =
    dstPrice === undefined
      ? undefined
      : (Number(dstAmount) / 10 ** destination.token.decimals) * dstPrice
  const stepInput: StepInput = {
    quoteId: id,
    routeType,
    source,
    destination,
    srcWalletAddress: request.srcWalletAddress,
    dstWalletAddress: request.dstWalletAddress,
    amount,
    nativeFee: messageFee + dropFee,
    dstAmountMin,
    expiresAtMs,
    recentBlockhash: context.recentBlockhash(),
  }
  const quote: Record<string, unknown> = {
    id,
    routeSteps: routeSteps(routeType, source, destination, model.label),
    fees,
    duration: {
      estimated:
        model.durationMs === null ||
        (routeType === 'BRIDGEA_V2_BUS' && srcChain.chainType !== 'EVM')
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
    userSteps: buildUserSteps(stepInput),
    options: { dstNativeDropAmount: String(dropAmount) },
    // The spec lets any quote omit expiresAt; OFT quotes here do, to keep that path exercised.
    ...(routeType === 'OFT' ? {} : { expiresAt: new Date(expiresAtMs).toISOString() }),
  }
  return {
    quote,
    request,
    stepInput,
    routeType,
    issuedAt: context.now,
    expiresAtMs: routeType === 'OFT' ? Number.POSITIVE_INFINITY : expiresAtMs,
  }
}

function routeSteps(
  routeType: RouteType,
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
  if (routeType === 'BRIDGEA_V2_BUS') {
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
