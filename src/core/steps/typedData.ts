import type { SignatureStep } from '../schemas/userStep.js'
import type { TypedDataToSign } from './executors.js'

/**
 * The service sends typed data without its primary type (the one type other than
 * `EIP712Domain`) and with large integers as decimal strings; wallets sign integers.
 */
export function toTypedDataToSign(step: SignatureStep): TypedDataToSign {
  const { domain, types, message } = step.signature.typedData
  const { EIP712Domain: _domain, ...ownTypes } = types
  const candidates = Object.keys(ownTypes)
  const referenced = new Set(
    candidates.flatMap((name) =>
      (ownTypes[name] ?? []).map((field) => field.type.replace(/\[\d*\]$/, '')),
    ),
  )
  const primaryType = candidates.find((name) => !referenced.has(name)) ?? candidates[0] ?? ''
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
