import { toChecksumAddress } from '../../core/address.js'
import { keccak256 } from '../../core/keccak.js'
import type { EvmWallet } from '../../hooks/internal/useEvmWallet.js'

export type NameLookup = { name: string; destinationChainId: number } & (
  | { found: true; address: string; record: 'chain' | 'evm' | 'ethereum' }
  | { found: false; reason: 'no-address' | 'no-ens' | 'offchain' }
)

// ENS's universal resolver, called as mainnet's is (`resolveWithGateways(bytes,bytes,string[])`)
// through the app's own client with a plain `eth_call`: viem's `getEnsAddress` would bring its
// contract-call and CCIP-Read machinery (21 kB to an app that has none of it).
const RESOLVE_WITH_GATEWAYS = 'a1472844'
/** `addr(bytes32)` (ENSIP-1) and `addr(bytes32,uint256)` (ENSIP-9/11). */
const ADDR = '3b3b57de'
const ADDR_OF_COIN = 'f1cb7e06'
/** EIP-3668: the name's records live off chain, behind a gateway this lookup does not follow. */
const OFFCHAIN_LOOKUP = '556f1830'
/** What a universal resolver reverts with for a name with nothing to give (viem reads them as null). */
const NOTHING_THERE = [
  '77209fe8', // ResolverNotFound(bytes)
  '1e9535f2', // ResolverNotContract(bytes,address)
  '95c0c752', // ResolverError(bytes)
  '7b1c461b', // UnsupportedResolverProfile(bytes4)
]

const utf8 = new TextEncoder()
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const word = (value: number | bigint) => value.toString(16).padStart(64, '0')
/** ABI `bytes` after the head: its length, then its bytes padded to whole words. */
const bytesTail = (hex: string) =>
  word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')

/** EIP-137's namehash of a normalized name, as 64 hex digits. */
export function namehash(name: string): string {
  let node: Uint8Array = new Uint8Array(32)
  for (const label of name.split('.').reverse()) {
    const pair = new Uint8Array(64)
    pair.set(node)
    pair.set(keccak256(utf8.encode(label)), 32)
    node = keccak256(pair)
  }
  return toHex(node)
}

/** The name in DNS wire form (ENSIP-10): each label after its length byte, then a zero. */
function dnsEncode(name: string): string {
  return `${name
    .split('.')
    .map((label) => {
      const bytes = utf8.encode(label)
      return bytes.length.toString(16).padStart(2, '0') + toHex(bytes)
    })
    .join('')}00`
}

/** The `resolveWithGateways` call asking a name's address (of a coin type, ENSIP-11, if given). */
export function resolveCalldata(name: string, coinType?: bigint): `0x${string}` {
  const node = namehash(name)
  const data = coinType === undefined ? ADDR + node : ADDR_OF_COIN + node + word(coinType)
  const nameTail = bytesTail(dnsEncode(name))
  const dataTail = bytesTail(data)
  const head =
    word(96) + word(96 + nameTail.length / 2) + word(96 + (nameTail.length + dataTail.length) / 2)
  // No gateways: a name whose records are off chain is said to be so, not followed.
  return `0x${RESOLVE_WITH_GATEWAYS}${head}${nameTail}${dataTail}${word(0)}`
}

/**
 * The address in `(bytes result, address resolver)`; null where the record is empty or zero.
 * Throws on an answer too short to be one (no contract at the resolver's address): a failure to
 * look up, never "no address".
 */
export function addressInResult(returned: string, ofCoin: boolean): string | null {
  const hex = returned.replace(/^0x/, '')
  if (hex.length < 192 || !/^[0-9a-f]*$/i.test(hex))
    throw new Error('the universal resolver gave no answer')
  const at = (byteOffset: number) =>
    Number.parseInt(hex.slice(byteOffset * 2, byteOffset * 2 + 64), 16)
  let offset = at(0)
  let length = at(offset)
  // `addr(bytes32,uint256)` answers ABI-encoded bytes inside the result's bytes.
  if (ofCoin && length >= 64) {
    offset += 32 + at(offset + 32)
    length = at(offset)
  }
  const value = hex.slice((offset + 32) * 2, (offset + 32 + length) * 2)
  // 20 bytes, or a word whose first 12 are zero (how `addr(bytes32)` answers).
  const address =
    length === 20 ? value : length === 32 && /^0{24}/.test(value) ? value.slice(24) : undefined
  if (address === undefined || /^0{40}$/.test(address)) return null
  return toChecksumAddress(`0x${address}`)
}

/** The revert data somewhere in an RPC error's chain, if the node gave it. */
function revertData(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at && typeof at === 'object' && depth < 8; depth++) {
    const { data, cause } = at as { data?: unknown; cause?: unknown }
    if (typeof data === 'string' && /^0x[0-9a-f]{8}/i.test(data))
      return data.slice(2, 10).toLowerCase()
    if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string')
      return revertData(data)
    at = cause
  }
  return undefined
}

/** ENSIP-11's coin type of an EVM chain (below 2^31; others have none); ENSIP-19's default EVM one. */
const coinTypeOf = (chainId: number) =>
  chainId > 0 && chainId < 0x80000000 ? BigInt(0x80000000 + chainId) : undefined
const DEFAULT_EVM_COIN = 0x80000000n

/**
 * The address an ENS name (normalized: `plainEnsName`) gives for a destination chain, read through
 * the app's own client for the ENS chain: the chain's own record (ENSIP-11), then the default EVM
 * record (ENSIP-19), then the name's Ethereum address (ENSIP-9), which most names set alone and
 * which the note then names as such. A failing node throws (said as such, never as "no address").
 */
export async function lookUpName(
  evm: Pick<EvmWallet, 'chains' | 'clientOf'>,
  ensChainId: number,
  name: string,
  destinationChainId: number,
): Promise<NameLookup> {
  const asked = { name, destinationChainId }
  const resolver = evm.chains.find((chain) => chain.id === ensChainId)?.contracts
    ?.ensUniversalResolver
  const to = resolver && 'address' in resolver ? resolver.address : undefined
  const client = evm.clientOf(ensChainId)
  if (!client || !to) return { ...asked, found: false, reason: 'no-ens' }
  const ask = async (coinType?: bigint): Promise<string | null | 'offchain'> => {
    try {
      const returned = await client.request({
        method: 'eth_call',
        params: [{ to, data: resolveCalldata(name, coinType) }, 'latest'],
      })
      return addressInResult(returned, coinType !== undefined)
    } catch (error) {
      const reverted = revertData(error)
      if (reverted === OFFCHAIN_LOOKUP) return 'offchain'
      if (reverted && NOTHING_THERE.includes(reverted)) return null
      throw error
    }
  }
  const ownCoin = destinationChainId === 1 ? undefined : coinTypeOf(destinationChainId)
  const records: ['chain' | 'evm' | 'ethereum', bigint | undefined][] =
    destinationChainId === 1
      ? [['chain', undefined]]
      : [
          ...(ownCoin === undefined ? [] : [['chain', ownCoin] as ['chain', bigint]]),
          ['evm', DEFAULT_EVM_COIN],
          ['ethereum', undefined],
        ]
  for (const [record, coinType] of records) {
    const address = await ask(coinType)
    if (address === 'offchain') return { ...asked, found: false, reason: 'offchain' }
    if (address) return { ...asked, found: true, address, record }
  }
  return { ...asked, found: false, reason: 'no-address' }
}
