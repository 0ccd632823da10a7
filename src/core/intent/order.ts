import type { SignatureStep, UserStep } from '../schemas/userStep.js'

/**
 * The intent order of the `AORI_V1` route (public facts, "The intent route"): what the wallet
 * signs, field by field. Integers arrive as decimal strings (or numbers).
 */
export type IntentOrder = {
  inputAmount: bigint
  outputAmount: bigint
  inputToken: string
  outputToken: string
  startTime: number
  endTime: number
  srcEid: number
  dstEid: number
  offerer: string
  recipient: string
}

export const INTENT_ORDER_FIELDS = [
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
] as const

export type FoundIntentOrder = {
  stepIndex: number
  step: SignatureStep
  /** The typed data's `domain.verifyingContract`: the intent contract, the approve's spender. */
  verifyingContract: string | undefined
  /** The order's fields, when the message is an `Order` vtkit can read. */
  order: IntentOrder | undefined
}

/** The first SIGNATURE step of a quote's steps, with its order read where it has the known shape. */
export function findIntentOrder(steps: readonly UserStep[]): FoundIntentOrder | undefined {
  const stepIndex = steps.findIndex((step) => step.type === 'SIGNATURE')
  const step = steps[stepIndex] as SignatureStep | undefined
  if (!step) return undefined
  const { domain, types, message } = step.signature.typedData
  const verifyingContract =
    typeof domain.verifyingContract === 'string' ? domain.verifyingContract : undefined
  return { stepIndex, step, verifyingContract, order: readOrder(types, message) }
}

function readOrder(
  types: Record<string, { name: string; type: string }[]>,
  message: Record<string, unknown>,
): IntentOrder | undefined {
  const fields = types.Order
  const sameSchema =
    fields?.length === INTENT_ORDER_FIELDS.length &&
    INTENT_ORDER_FIELDS.every(
      (field, index) => fields[index]?.name === field.name && fields[index]?.type === field.type,
    )
  if (!sameSchema) return undefined
  const order: Record<string, bigint | number | string> = {}
  for (const field of INTENT_ORDER_FIELDS) {
    const value = readField(message[field.name], field.type)
    if (value === undefined) return undefined
    order[field.name] = value
  }
  return order as IntentOrder
}

/** A message value of a known field type, or undefined where it does not fit the type. */
function readField(value: unknown, type: 'uint128' | 'uint32' | 'address') {
  if (type === 'address')
    return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) ? value : undefined
  if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d+$/.test(String(value)))
    return undefined
  const number = BigInt(value)
  if (type === 'uint32') return number < 2n ** 32n ? Number(number) : undefined
  return number < 2n ** 128n ? number : undefined
}
