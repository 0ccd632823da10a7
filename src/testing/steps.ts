import { formatAmount } from '../core/amounts.js'
import { isNativeOf, routeContract } from './catalogBuild.js'
import type { ChainInfo, TokenInfo } from './catalogTypes.js'
import { base58Decode } from './encoding.js'
import {
  approveData,
  type BatchCall,
  delegateTransferFromData,
  depositForBurnData,
  executeData,
  executorOptions,
  oftSendData,
  sweepData,
} from './evmCalls.js'
import type { SimRouteKind } from './routeNames.js'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  SPL_TOKEN_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  solanaTransaction,
  transferTransaction,
} from './solanaTransaction.js'

export type StepInput = {
  /** `0x` + 32 bytes, as production's quote ids. */
  quoteId: string
  routeKind: SimRouteKind
  source: TokenInfo
  destination: TokenInfo
  srcWalletAddress: string
  dstWalletAddress: string
  amount: bigint
  /** Native fees paid on the source chain (message fee and native drop). */
  nativeFee: bigint
  /** The native drop asked for on the destination, in its native coin's smallest units. */
  dstNativeDrop: bigint
  dstAmount: bigint
  dstAmountMin: bigint
  /** CCTP's fee, taken from the burnt amount (source token units). */
  cctpMaxFee: bigint
  /** When an intent order starts (epoch ms); it ends 90 s later. */
  startTimeMs: number
  recentBlockhash: string
  /** The wallet's token account for an SPL source token, when the simulator can name it. */
  solanaTokenAccount?: string | undefined
  /** The associated token account of the route's account (`transferDelegate`) for that token. */
  solanaRouteTokenAccount?: string | undefined
}

/** How long an intent order lives, as live `AORI_V1` orders do. */
export const INTENT_ORDER_LIFETIME_S = 90

type Json = Record<string, unknown>

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The user steps production sends for a quote's route and source chain type. */
export function buildUserSteps(input: StepInput): Json[] {
  const chain = input.source.chain
  if (chain.chainType === 'SOLANA') return [solanaStep(input)]
  if (chain.chainType === 'STARKNET') return [starknetStep(input)]
  const native = isNativeOf(chain, input.source.token.address)
  if (input.routeKind === 'intent')
    return [approveStep(input, routeContract(chain, 'intent')), signatureStep(input)]
  const steps: Json[] = []
  if (!native) steps.push(approveStep(input, chain.deployments.transferDelegate))
  steps.push(bridgeStep(input, native))
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

function evmStep(input: StepInput, description: string, encoded: Json): Json {
  return {
    type: 'TRANSACTION',
    chainType: 'EVM',
    ...base(input, description),
    transaction: {
      encoded: {
        ...encoded,
        chainId: input.source.chain.chainId,
        from: input.srcWalletAddress,
      },
    },
  }
}

function approveStep(input: StepInput, spender: string): Json {
  return evmStep(input, `Approve ${amountText(input)} for the transfer`, {
    to: input.source.token.address,
    data: approveData(spender, input.amount),
    value: '0',
    gasLimit: '80000',
  })
}

/**
 * The multicall's `execute(calls, quoteId)` of a live `STARGATE_V2_TAXI` capture: pull the tokens
 * through the delegate, approve the pool, the pool's OFT V2 `send` (or CCTP's `depositForBurn`),
 * sweep what is left back to the wallet. A native source pays the pool directly.
 */
function bridgeStep(input: StepInput, native: boolean): Json {
  const { chain, token } = input.source
  const multicall = chain.deployments.multicall
  const calls: BatchCall[] = []
  let value = input.nativeFee
  if (native) {
    value += input.amount
    calls.push(sendCall(input, input.amount + input.nativeFee))
    calls.push({
      target: multicall,
      value: 0n,
      data: sweepData([ZERO_ADDRESS], input.srcWalletAddress),
    })
  } else {
    const spender =
      input.routeKind === 'cctp'
        ? routeContract(chain, 'tokenMessenger')
        : routeContract(chain, { pool: token.address })
    calls.push({
      target: chain.deployments.transferDelegate,
      value: 0n,
      data: delegateTransferFromData(
        token.address,
        input.srcWalletAddress,
        multicall,
        input.amount,
      ),
    })
    calls.push({ target: token.address, value: 0n, data: approveData(spender, input.amount) })
    calls.push(input.routeKind === 'cctp' ? burnCall(input) : sendCall(input, input.nativeFee))
    calls.push({
      target: multicall,
      value: 0n,
      data: sweepData([token.address, ZERO_ADDRESS], input.srcWalletAddress),
    })
  }
  return evmStep(input, `Bridge ${amountText(input)} to ${input.destination.chain.chain.name}`, {
    to: multicall,
    data: executeData(calls, input.quoteId),
    value: String(value),
    gasLimit: '450000',
  })
}

/** The pool's OFT V2 send, as Stargate builds it: refunds to the multicall, bus rides with oftCmd 0x00. */
function sendCall(input: StepInput, value: bigint): BatchCall {
  const { chain, token } = input.source
  const dropOptions =
    input.dstNativeDrop > 0n
      ? executorOptions({
          nativeDrops: [{ amount: input.dstNativeDrop, receiverWord: recipientWord(input) }],
        })
      : '0x'
  return {
    target: routeContract(chain, { pool: token.address }),
    value,
    data: oftSendData({
      dstEid: input.destination.chain.eid,
      recipientWord: recipientWord(input),
      amountLD: input.amount,
      minAmountLD: scale(input.dstAmountMin, input.destination.token.decimals, token.decimals),
      extraOptions: dropOptions,
      oftCmd: input.routeKind === 'bus' ? '0x00' : '0x',
      nativeFee: input.nativeFee,
      refundAddress: chain.deployments.multicall,
    }),
  }
}

/** Circle CCTP V2: burn on the source, mint to the recipient on the destination domain. */
function burnCall(input: StepInput): BatchCall {
  const { chain, token } = input.source
  return {
    target: routeContract(chain, 'tokenMessenger'),
    value: 0n,
    data: depositForBurnData({
      amount: input.amount,
      destinationDomain: input.destination.chain.cctpDomain,
      recipientWord: recipientWord(input),
      burnToken: token.address,
      maxFee: input.cctpMaxFee,
      minFinalityThreshold: 1000,
    }),
  }
}

/** The live `AORI_V1` order: no chain id in the domain, `endTime` 90 s after `startTime`. */
function signatureStep(input: StepInput): Json {
  const { chain, token } = input.source
  const startTime = Math.floor(input.startTimeMs / 1000)
  return {
    type: 'SIGNATURE',
    ...base(
      input,
      `Sign the order to send ${amountText(input)} to ${input.destination.chain.chain.name}`,
    ),
    signature: {
      type: 'EIP712',
      typedData: {
        domain: {
          name: 'Aori',
          version: '0.3.1',
          verifyingContract: routeContract(chain, 'intent'),
        },
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'verifyingContract', type: 'address' },
          ],
          Order: [
            { name: 'inputAmount', type: 'uint128' },
            { name: 'outputAmount', type: 'uint128' },
            { name: 'inputToken', type: 'address' },
            { name: 'outputToken', type: 'address' },
            { name: 'startTime', type: 'uint32' },
            { name: 'endTime', type: 'uint32' },
            { name: 'srcEid', type: 'uint32' },
            { name: 'dstEid', type: 'uint32' },
            { name: 'offerer', type: 'address' },
            { name: 'recipient', type: 'address' },
          ],
        },
        // Large integers arrive as decimal strings; the wallet signs them as integers.
        message: {
          inputAmount: String(input.amount),
          outputAmount: String(input.dstAmount),
          inputToken: token.address,
          outputToken: input.destination.token.address,
          startTime: String(startTime),
          endTime: String(startTime + INTENT_ORDER_LIFETIME_S),
          srcEid: String(chain.eid),
          dstEid: String(input.destination.chain.eid),
          offerer: input.srcWalletAddress,
          recipient: input.dstWalletAddress,
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
        data:
          native || !input.solanaTokenAccount || !input.solanaRouteTokenAccount
            ? transferTransaction({
                payer: input.srcWalletAddress,
                recipient: chain.deployments.multicall,
                lamports: native ? input.amount + input.nativeFee : input.nativeFee,
                recentBlockhash: input.recentBlockhash,
              })
            : splTransferTransaction(
                input,
                input.solanaTokenAccount,
                input.solanaRouteTokenAccount,
              ),
      },
    },
  }
}

/**
 * An SPL source, as production builds it (public-facts.md, "A Solana bridge step"): the SOL fee to
 * the route's vault (the multicall); the Associated Token program's `CreateIdempotent` of the
 * route account's (the transfer delegate's) token account, paid by the wallet; `TransferChecked`
 * of the amount from the wallet's token account into it.
 */
function splTransferTransaction(
  input: StepInput,
  walletTokenAccount: string,
  routeTokenAccount: string,
): string {
  const { chain, token } = input.source
  const fee = new Uint8Array(12)
  new DataView(fee.buffer).setUint32(0, 2, true) // SystemInstruction::Transfer
  new DataView(fee.buffer).setBigUint64(4, input.nativeFee, true)
  const transfer = new Uint8Array(10)
  transfer[0] = 12 // TokenInstruction::TransferChecked
  new DataView(transfer.buffer).setBigUint64(1, input.amount, true)
  transfer[9] = token.decimals
  return solanaTransaction({
    feePayer: input.srcWalletAddress,
    recentBlockhash: input.recentBlockhash,
    instructions: [
      {
        programId: SYSTEM_PROGRAM_ID,
        accounts: [input.srcWalletAddress, chain.deployments.multicall],
        data: fee,
      },
      {
        programId: ASSOCIATED_TOKEN_PROGRAM_ID,
        accounts: [
          input.srcWalletAddress,
          routeTokenAccount,
          chain.deployments.transferDelegate,
          token.address,
          SYSTEM_PROGRAM_ID,
          SPL_TOKEN_PROGRAM_ID,
        ],
        data: Uint8Array.of(1), // CreateIdempotent
      },
      {
        programId: SPL_TOKEN_PROGRAM_ID,
        accounts: [walletTokenAccount, token.address, routeTokenAccount, input.srcWalletAddress],
        data: transfer,
      },
    ],
  })
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
            // A u256 is two felts (low, high), as Cairo passes it.
            calldata: [
              `0x${(BigInt(input.quoteId) & ((1n << 128n) - 1n)).toString(16)}`,
              `0x${(BigInt(input.quoteId) >> 128n).toString(16)}`,
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

/** The recipient as the 32-byte word of a cross-chain message. */
export function recipientWord(input: Pick<StepInput, 'destination' | 'dstWalletAddress'>): string {
  const address = input.dstWalletAddress
  if (input.destination.chain.chainType === 'SOLANA')
    return Array.from(base58Decode(address), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return address.slice(2).toLowerCase().padStart(64, '0')
}

function scale(amount: bigint, from: number, to: number): bigint {
  return to >= from ? amount * 10n ** BigInt(to - from) : amount / 10n ** BigInt(from - to)
}
