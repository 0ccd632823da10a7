import { keccak256 } from './keccak.js'
import type { KnownChainType } from './schemas/chain.js'

/** The conventional address of an EVM chain's native coin, as the service uses it. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const hexPattern = /^0x[0-9a-fA-F]+$/

/**
 * Address equality as the service compares them: case-insensitive for hex (EVM, Starknet).
 * Base58 (Solana) is compared exactly: its case carries meaning, so folding it could equate
 * two different accounts.
 */
export function isSameAddress(a: string | undefined, b: string | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return false
  if (hexPattern.test(a) && hexPattern.test(b)) return normalizeHex(a) === normalizeHex(b)
  return a === b
}

/** Whether an address is the service's stand-in for a chain's native coin (`NATIVE_TOKEN_ADDRESS`). */
export function isNativeTokenAddress(address: string): boolean {
  return isSameAddress(address, NATIVE_TOKEN_ADDRESS)
}

/** The wrapped-SOL mint: how the service lists SOL. */
export const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112'

/** How Solana lists SOL: the System Program's id, or the wrapped-SOL mint. */
const SOLANA_NATIVE_ADDRESSES = ['11111111111111111111111111111111', SOLANA_NATIVE_MINT]

/**
 * Whether an address stands for a chain's native coin, from vtkit's own knowledge, never from
 * `/chains` (a service naming a token as the native coin would otherwise turn the amount of that
 * token into a budget of native coin).
 */
export function isNativeCoin(address: string, chainType: string | undefined): boolean {
  if (chainType === 'SOLANA') return SOLANA_NATIVE_ADDRESSES.includes(address)
  return isNativeTokenAddress(address)
}

/**
 * Whether a wallet address is one of the chain type's: its form, and for EVM its EIP-55 checksum
 * (a mixed-case address whose capitals do not match it is refused; all-lowercase or
 * all-uppercase carries no checksum and stays valid, as EIP-55 has it).
 */
export function isAddressOfChainType(
  address: string,
  chainType: KnownChainType | (string & {}),
): boolean {
  return addressProblem(address, chainType) === undefined
}

/**
 * Why a text is not an address of the chain type: `form` (not shaped like one) or `checksum` (an
 * EVM address whose capitals do not match its EIP-55 checksum: most likely a typo), or undefined.
 */
export function addressProblem(
  address: string,
  chainType: KnownChainType | (string & {}),
): 'form' | 'checksum' | undefined {
  if (typeof address !== 'string') return 'form'
  if (chainType !== 'EVM') return hasAddressForm(address, chainType) ? undefined : 'form'
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'form'
  // All-lowercase or all-uppercase (QR codes) carries no checksum; mixed case must match it.
  const hex = address.slice(2)
  const uncased = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  return uncased || toChecksumAddress(address) === address ? undefined : 'checksum'
}

const checksums = new Map<string, string>()

/** An EVM address in its EIP-55 form: each letter capital where its nibble of the hash is ≥ 8. */
export function toChecksumAddress(address: string): string {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new TypeError(`not an EVM address: ${String(address)}`)
  const hex = address.slice(2).toLowerCase()
  const known = checksums.get(hex)
  if (known) return known
  const hash = keccak256(new TextEncoder().encode(hex))
  let checksummed = '0x'
  for (const [index, digit] of [...hex].entries()) {
    const nibble = ((hash[index >> 1] ?? 0) >> (index % 2 === 0 ? 4 : 0)) & 0xf
    checksummed += nibble >= 8 ? digit.toUpperCase() : digit
  }
  // Render paths ask about the same few addresses again and again.
  if (checksums.size > 256) checksums.clear()
  checksums.set(hex, checksummed)
  return checksummed
}

function hasAddressForm(address: string, chainType: string): boolean {
  switch (chainType) {
    case 'SOLANA':
      return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && base58Length(address) === 32
    case 'STARKNET':
      return /^0x[0-9a-fA-F]{1,64}$/.test(address) && BigInt(address) < 2n ** 251n
    // Chains vtkit lists as destinations only: the address forms their wallets show.
    case 'APTOS':
      return /^0x[0-9a-fA-F]{1,64}$/.test(address)
    case 'TON':
      return /^[A-Za-z0-9_-]{48}$/.test(address) || /^-?\d{1,3}:[0-9a-fA-F]{64}$/.test(address)
    case 'TRON':
      return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
    case 'STELLAR':
      return /^G[A-Z2-7]{55}$/.test(address)
    default:
      return false
  }
}

// Felts may carry leading zeros ("0x04a…" and "0x4a…" are one address).
function normalizeHex(value: string): string {
  return `0x${value
    .slice(2)
    .toLowerCase()
    .replace(/^0+(?=.)/, '')}`
}

function base58Length(text: string): number {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
  let bytes = 0
  while (value > 0n) {
    value >>= 8n
    bytes++
  }
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0
  return bytes + leadingZeros
}

/**
 * An address as the 32-byte word of a cross-chain message (LayerZero's `bytes32 to`): an EVM
 * address left-padded, a Solana address's 32 bytes. 64 hex digits, without `0x`.
 */
export function addressToBytes32(address: string, chainType: 'EVM' | 'SOLANA'): string {
  if (!isAddressOfChainType(address, chainType))
    throw new TypeError(`not a ${chainType} address: ${address}`)
  if (chainType === 'EVM') return address.slice(2).toLowerCase().padStart(64, '0')
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of address) value = value * 58n + BigInt(alphabet.indexOf(char))
  return value.toString(16).padStart(64, '0')
}
