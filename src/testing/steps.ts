import { formatAmount } from '../core/amounts.js'
import type { RouteType } from '../core/schemas/quote.js'
import { type ChainInfo, isNativeOf, type TokenInfo } from './catalog.js'
import { bytes32Hex } from './encoding.js'
import { approveData, bridgeData } from './evmCalls.js'
import { transferTransaction } from './solanaTransaction.js'

export type StepInput = {
  quoteId: string
  routeType: RouteType
  source: TokenInfo
  destination: TokenInfo
  srcWalletAddress: string
  dstWalletAddress: string
  amount: bigint
  /** Native fees paid on the source chain (message fee and native drop). */
  nativeFee: bigint
  dstAmountMin: bigint
  expiresAtMs: number
  recentBlockhash: string
}

type Json = Record<string, unknown>

/** The user steps the spec prescribes for a quote's source chain type and route. */
export function buildUserSteps(input: StepInput): Json[] {
  const chain = input.source.chain
  if (chain.chainType === 'SOLANA') return [solanaStep(input)]
  if (chain.chainType === 'STARKNET') return [starknetStep(input)]
  const native = isNativeOf(chain, input.source.token.address)
  const steps: Json[] = []
  if (!native) steps.push(approveStep(input))
  steps.push(input.routeType === 'INTENTA' ? signatureStep(input) : bridgeStep(input, native))
  return steps
}

function amountText(input: StepInput): string {
  return `${formatAmount(input.amount, input.source.token.decimals)} ${input.source.token.symbol}`
}

function base(input: StepInput, description: string) {
  return {
    description,
    chainKey: input.source.token.chainKey,
    signerAddress: input.srcWalletAddress,
  }
}

function approveStep(input: StepInput): Json {
  const { chain, token } = input.source
  return {
    type: 'TRANSACTION',
    chainType: 'EVM',
    ...base(input, `Approve ${amountText(input)} for the transfer`),
    transaction: {
      encoded: {
        to: token.address,
        data: approveData(chain.deployments.transferDelegate, input.amount),
        chainId: chain.chainId,
        value: '0',
        from: input.srcWalletAddress,
        gasLimit: '80000',
      },
    },
  }
}

function bridgeStep(input: StepInput, native: boolean): Json {
  const { chain, token } = input.source
  return {
    type: 'TRANSACTION',
    chainType: 'EVM',
    ...base(input, `Bridge ${amountText(input)} to ${input.destination.chain.chain.name}`),
    transaction: {
      encoded: {
        to: chain.deployments.multicall,
        data: bridgeData(input.quoteId, token.address, input.amount, input.srcWalletAddress),
        chainId: chain.chainId,
        value: String(native ? input.amount + input.nativeFee : input.nativeFee),
        from: input.srcWalletAddress,
        gasLimit: '350000',
      },
    },
  }
}

function signatureStep(input: StepInput): Json {
  const { chain, token } = input.source
  return {
    type: 'SIGNATURE',
    ...base(
      input,
      `Sign the intent to send ${amountText(input)} to ${input.destination.chain.chain.name}`,
    ),
    signature: {
      type: 'EIP712',
      typedData: {
        domain: {
          name: 'IntentA Settlement',
          version: '1',
          chainId: chain.chainId,
          verifyingContract: chain.deployments.multicall,
        },
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          Order: [
            { name: 'quoteId', type: 'bytes32' },
            { name: 'sender', type: 'address' },
            { name: 'srcToken', type: 'address' },
            { name: 'srcAmount', type: 'uint256' },
            { name: 'dstChainKey', type: 'string' },
            { name: 'recipient', type: 'string' },
            { name: 'dstAmountMin', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        // Large integers arrive as decimal strings; the wallet signs them as integers.
        message: {
          quoteId: bytes32Hex(input.quoteId),
          sender: input.srcWalletAddress,
          srcToken: token.address,
          srcAmount: String(input.amount),
          dstChainKey: input.destination.token.chainKey,
          recipient: input.dstWalletAddress,
          dstAmountMin: String(input.dstAmountMin),
          deadline: String(Math.floor(input.expiresAtMs / 1000)),
        },
      },
    },
  }
}

function solanaStep(input: StepInput): Json {
  const chain: ChainInfo = input.source.chain
  const native = isNativeOf(chain, input.source.token.address)
  return {
    type: 'TRANSACTION',
    chainType: 'SOLANA',
    ...base(input, `Bridge ${amountText(input)} to ${input.destination.chain.chain.name}`),
    transaction: {
      encoded: {
        encoding: 'base64',
        data: transferTransaction({
          payer: input.srcWalletAddress,
          recipient: chain.deployments.multicall,
          lamports: native ? input.amount + input.nativeFee : input.nativeFee,
          recentBlockhash: input.recentBlockhash,
        }),
      },
    },
  }
}

function starknetStep(input: StepInput): Json {
  const { chain, token } = input.source
  const low = input.amount & ((1n << 128n) - 1n)
  const high = input.amount >> 128n
  return {
    type: 'TRANSACTION',
    chainType: 'STARKNET',
    ...base(
      input,
      `Approve and bridge ${amountText(input)} to ${input.destination.chain.chain.name}`,
    ),
    transaction: {
      encoded: {
        calls: [
          {
            contractAddress: token.address,
            entrypoint: 'approve',
            calldata: [
              chain.deployments.transferDelegate,
              `0x${low.toString(16)}`,
              `0x${high.toString(16)}`,
            ],
          },
          {
            contractAddress: chain.deployments.multicall,
            entrypoint: 'bridge',
            calldata: [
              bytes32Hex(input.quoteId).slice(0, 64),
              token.address,
              `0x${low.toString(16)}`,
              `0x${high.toString(16)}`,
            ],
          },
        ],
      },
    },
  }
}
