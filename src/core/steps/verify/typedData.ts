import type { SignatureStep } from '../../schemas/userStep.js'
import type { TypedDataToSign } from '../types/index.js'

/**
 * The service sends typed data without its primary type (the one type other than
 * `EIP712Domain`) and with large integers as decimal strings; wallets sign integers.
 */
export function toTypedDataToSign(step: SignatureStep): TypedDataToSign {
  const { domain, types, message } = step.signature.typedData
  const { EIP712Domain: _domain, ...ownTypes } = types
  const { primaryType } = primaryTypeOf(types)
  return {
    domain: integersIn(domain, [{ name: 'chainId', type: 'uint256' }]),
    types: ownTypes,
    primaryType,
    message: integersIn(message, ownTypes[primaryType] ?? []),
  }
}

function integersIn(
  values: Record<string, unknown>,
  fields: { name: string; type: string }[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values }
  for (const field of fields) {
    const value = result[field.name]
    if (
      /^u?int\d*$/.test(field.type) &&
      (typeof value === 'string' || typeof value === 'number') &&
      /^-?\d+$/.test(String(value))
    ) {
      result[field.name] = BigInt(value)
    }
  }
  return result
}

/**
 * The primary type a wallet signs: the one type (besides `EIP712Domain`) no other type refers to.
 * `ambiguous` when there is not exactly one such type: what would be signed is then unclear.
 */
export function primaryTypeOf(types: Record<string, readonly { type: string }[]>): {
  primaryType: string
  ambiguous: boolean
} {
  const candidates = Object.keys(types).filter((name) => name !== 'EIP712Domain')
  const referenced = new Set(
    candidates.flatMap((name) =>
      (types[name] ?? []).map((field) => field.type.replace(/\[\d*\]$/, '')),
    ),
  )
  const roots = candidates.filter((name) => !referenced.has(name))
  return { primaryType: roots[0] ?? candidates[0] ?? '', ambiguous: roots.length !== 1 }
}
