import { base58Encode } from '../../../solana/base58.js'
import type { LedgerAsset, LedgerBridged, StepCheckContext } from '../../types/index.js'
import { convertUnits, decimalsOf } from './assets.js'

/**
 * What a bridge call's amounts mean on arrival, in the destination token's smallest units: the
 * amounts are in the source token's decimals, converted with both tokens' decimals from the
 * catalogue (undefined where either is unknown), never by guessing a power of ten.
 */
export function arrivalOf(
  context: StepCheckContext,
  amounts: { least: bigint; most: bigint },
): { minimumOut: bigint | undefined; maximumOut: bigint | undefined } {
  const { request } = context
  const source = decimalsOf(context, {
    chainKey: request.srcChainKey,
    address: request.srcTokenAddress,
  })
  const destination = decimalsOf(context, {
    chainKey: request.dstChainKey,
    address: request.dstTokenAddress,
  })
  if (source === undefined || destination === undefined)
    return { minimumOut: undefined, maximumOut: undefined }
  return {
    minimumOut: convertUnits(amounts.least, source, destination),
    maximumOut: convertUnits(amounts.most, source, destination),
  }
}

/** A recipient's 32-byte word as its chain writes the address (an EVM hex address, Solana base58). */
export function recipientOf(word: string, chainType: string | undefined): string {
  if (chainType === 'EVM' && /^0{24}[0-9a-f]{40}$/.test(word)) return `0x${word.slice(24)}`
  if (chainType === 'SOLANA' && /^[0-9a-f]{64}$/.test(word))
    return base58Encode(
      Uint8Array.from(word.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)),
    )
  return `0x${word}`
}

/**
 * What a route account (Solana) or multicall (Starknet) is given to send across: the recipient and
 * what arrives are not in the transaction, so the ledger names none.
 */
export function routeDeposit(
  request: { dstChainKey: string; dstTokenAddress: string },
  deposit: { stepIndex: number; asset: LedgerAsset; amount: bigint; via: string },
): LedgerBridged {
  return {
    kind: 'bridged',
    ...deposit,
    protocol: 'route',
    dstChainKey: request.dstChainKey,
    recipient: undefined,
    minimumOut: undefined,
    maximumOut: undefined,
    dstToken: { chainKey: request.dstChainKey, address: request.dstTokenAddress },
  }
}
