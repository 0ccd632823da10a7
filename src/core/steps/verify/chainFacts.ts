import { isNativeTokenAddress, isSameAddress } from '../../address.js'
import { readOftQuotedFee } from '../../oft/quotedFee.js'
import type { Chain } from '../../schemas/chain.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'
import { isEvmTransaction } from '../../schemas/userStep.js'
import type { EvmExecutor, RecipientCode } from '../types/index.js'
import { batchSelectors, decodeBatch } from './batchCalls.js'
import { findCodelessContracts } from './contractCode.js'

export type ChainFacts = {
  codelessContracts: Record<string, string[]>
  bridgeFees: Record<number, bigint | 'unreadable'>
  blockGasLimits: Record<number, bigint>
  /** The decimals of the tokens sent and received, by `chainKey:address` (lower case). */
  tokenDecimals: Record<string, number>
  /** What is at the recipient on an EVM destination (left out where it cannot be read). */
  recipientCode?: RecipientCode
  /** What is at the sender on an EVM source, where it sends to its own address elsewhere. */
  senderCode?: RecipientCode
}

/**
 * What the chains say, through the wallet's read path, of what a quote's EVM steps name: which of
 * the service's contracts have no code, what each bridge step's pool or OFT itself charges for its
 * send (`quoteSend`), each chain's block gas limit, and the decimals of the tokens sent and
 * received (`decimals()`, where their chains can be read). Reads that fail are left out (their
 * checks then fall back to what the token list says, or say they cannot tell, as
 * docs/execution.md tells).
 */
export async function readChainFacts(
  evm: EvmExecutor | undefined,
  input: { quote: Quote; request: QuoteRequest; metadata: Metadata; chains: readonly Chain[] },
): Promise<ChainFacts> {
  const steps = input.quote.userSteps.flatMap((step, index) =>
    isEvmTransaction(step) ? [{ step, index }] : [],
  )
  const chainIds = [...new Set(steps.map(({ step }) => step.transaction.encoded.chainId))]
  const [codelessContracts, fees, limits, decimals, recipientCode, senderCode] = await Promise.all([
    findCodelessContracts(evm, input),
    Promise.all(
      steps.map(async ({ step, index }) => {
        const send = decodeBatch(step.transaction.encoded.data)?.calls.find((call) =>
          call.data.toLowerCase().startsWith(batchSelectors.oftSend),
        )
        if (!send) return undefined
        const { chainId } = step.transaction.encoded
        const fee = await readOftQuotedFee(evm, { chainId, oft: send.target, sendData: send.data })
        return [index, fee ?? 'unreadable'] as const
      }),
    ),
    Promise.all(
      chainIds.map(async (chainId) => {
        const limit = await evm?.getBlockGasLimit?.({ chainId }).catch(() => undefined)
        return limit === undefined ? undefined : ([chainId, limit] as const)
      }),
    ),
    readTokenDecimals(evm, input),
    readRecipientCode(evm, input),
    readSenderCode(evm, input),
  ])
  return {
    codelessContracts,
    bridgeFees: Object.fromEntries(fees.filter((item) => item !== undefined)),
    blockGasLimits: Object.fromEntries(limits.filter((item) => item !== undefined)),
    tokenDecimals: decimals,
    ...(recipientCode && { recipientCode }),
    ...(senderCode && { senderCode }),
  }
}

/**
 * What is at the recipient on an EVM destination, through the app's read path for that chain:
 * no code (an account), an EIP-7702 account (its code is a delegation designator, `0xef0100`
 * and an address: a person's account with smart-account code), or a contract.
 */
/** Who sends and who receives, where: all the account reads need of a request. */
type Accounts = Pick<
  QuoteRequest,
  'srcChainKey' | 'dstChainKey' | 'srcWalletAddress' | 'dstWalletAddress'
>

export function readRecipientCode(
  evm: EvmExecutor | undefined,
  { request, chains }: { request: Accounts; chains: readonly Chain[] },
): Promise<RecipientCode | undefined> {
  return readCodeAt(evm, chainOf(chains, request.dstChainKey), request.dstWalletAddress)
}

/**
 * What is at the sender on an EVM source, read only where it sends to its own address on another
 * EVM chain: a smart account there may have no counterpart at that address on the destination.
 */
export function readSenderCode(
  evm: EvmExecutor | undefined,
  { request, chains }: { request: Accounts; chains: readonly Chain[] },
): Promise<RecipientCode | undefined> {
  const destination = chainOf(chains, request.dstChainKey)
  if (
    !isSameAddress(request.srcWalletAddress, request.dstWalletAddress) ||
    request.srcChainKey === request.dstChainKey ||
    destination?.chainType !== 'EVM'
  )
    return Promise.resolve(undefined)
  return readCodeAt(evm, chainOf(chains, request.srcChainKey), request.srcWalletAddress)
}

const chainOf = (chains: readonly Chain[], chainKey: string) =>
  chains.find((item) => item.chainKey === chainKey)

async function readCodeAt(
  evm: EvmExecutor | undefined,
  chain: Chain | undefined,
  address: string,
): Promise<RecipientCode | undefined> {
  const getCode = evm?.getCode?.bind(evm)
  if (!getCode || chain?.chainType !== 'EVM' || typeof chain.chainId !== 'number') return undefined
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const code = await Promise.race([
    getCode({ chainId: chain.chainId, address }),
    later(READ_TIMEOUT_MS),
  ]).catch(() => undefined)
  if (code === undefined) return undefined
  if (code === '0x' || code === '') return 'none'
  return /^0xef0100[0-9a-fA-F]{40}$/.test(code) ? 'delegated' : 'contract'
}

/** `decimals()` of an ERC-20. */
const DECIMALS_SELECTOR = '0x313ce567'
const READ_TIMEOUT_MS = 2_000

const later = (milliseconds: number) =>
  new Promise<undefined>((resolve) => setTimeout(resolve, milliseconds, undefined))

/**
 * The decimals of the tokens sent and received, as their own contracts answer on EVM chains the
 * wallet can read: what the bridge guarantees on arrival is compared with the quote in them.
 */
async function readTokenDecimals(
  evm: EvmExecutor | undefined,
  { request, chains }: { request: QuoteRequest; chains: readonly Chain[] },
): Promise<Record<string, number>> {
  const call = evm?.call?.bind(evm)
  if (!call) return {}
  const tokens = [
    [request.srcChainKey, request.srcTokenAddress],
    [request.dstChainKey, request.dstTokenAddress],
  ] as const
  const read = await Promise.all(
    tokens.map(async ([chainKey, address]) => {
      const chain = chains.find((item) => item.chainKey === chainKey)
      if (chain?.chainType !== 'EVM' || chain.chainId === undefined) return undefined
      if (!/^0x[0-9a-fA-F]{40}$/.test(address) || isNativeTokenAddress(address)) return undefined
      const read = call({ chainId: chain.chainId, to: address, data: DECIMALS_SELECTOR }).then(
        (answer) => (/^0x[0-9a-fA-F]{64}$/.test(answer) ? BigInt(answer) : undefined),
      )
      // A node that does not answer soon leaves the token list's word: the checks do not wait on it.
      const result = await Promise.race([read, later(READ_TIMEOUT_MS)]).catch(() => undefined)
      return result !== undefined && result <= 255n
        ? ([`${chainKey}:${address.toLowerCase()}`, Number(result)] as const)
        : undefined
    }),
  )
  return Object.fromEntries(read.filter((item) => item !== undefined))
}
