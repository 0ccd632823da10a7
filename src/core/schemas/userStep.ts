import type { ChainType } from './chain.js'
import {
  anyAddress,
  chainIdNumber,
  digitString,
  evmAddress,
  hexData,
  nonEmptyString,
  numericText,
  openEnum,
} from './common.js'
import { parseResponse } from './parse.js'
import * as v from './validator.js'

const stepBase = {
  description: v.optional(v.string(), ''),
  chainKey: nonEmptyString,
  signerAddress: anyAddress,
}

export const evmTransactionStepSchema = v.looseObject({
  ...stepBase,
  type: v.literal('TRANSACTION'),
  chainType: v.literal('EVM'),
  transaction: v.looseObject({
    encoded: v.looseObject({
      to: evmAddress,
      data: hexData,
      chainId: chainIdNumber(1),
      value: v.optional(digitString),
      from: v.optional(evmAddress),
      gasLimit: v.optional(numericText),
    }),
  }),
})

export const solanaTransactionStepSchema = v.looseObject({
  ...stepBase,
  type: v.literal('TRANSACTION'),
  chainType: v.literal('SOLANA'),
  transaction: v.looseObject({
    encoded: v.looseObject({
      encoding: v.literal('base64'),
      data: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')),
    }),
  }),
})

/** The spec does not show Starknet's encoding; one public client reads starknet.js `Call`s. */
export const starknetCallSchema = v.looseObject({
  contractAddress: anyAddress,
  entrypoint: nonEmptyString,
  calldata: v.optional(v.array(v.union([v.string(), v.number()])), []),
})

export const starknetTransactionStepSchema = v.looseObject({
  ...stepBase,
  type: v.literal('TRANSACTION'),
  chainType: v.literal('STARKNET'),
  transaction: v.looseObject({
    encoded: v.looseObject({ calls: v.array(starknetCallSchema) }),
  }),
})

export const signatureStepSchema = v.looseObject({
  ...stepBase,
  type: v.literal('SIGNATURE'),
  signature: v.looseObject({
    type: openEnum<'EIP712'>(),
    typedData: v.looseObject({
      domain: v.looseObject({}),
      types: v.record(v.string(), v.array(v.looseObject({ name: v.string(), type: v.string() }))),
      message: v.looseObject({}),
    }),
  }),
})

/** A step type or chain type the kit does not know: kept as sent, refused by verification. */
export const unknownStepSchema = v.looseObject({
  type: v.string(),
  chainKey: v.optional(v.string()),
  chainType: v.optional(openEnum<ChainType>()),
})

export type EvmTransactionStep = v.InferOutput<typeof evmTransactionStepSchema>
export type SolanaTransactionStep = v.InferOutput<typeof solanaTransactionStepSchema>
export type StarknetTransactionStep = v.InferOutput<typeof starknetTransactionStepSchema>
export type StarknetCall = v.InferOutput<typeof starknetCallSchema>
export type SignatureStep = v.InferOutput<typeof signatureStepSchema>
export type UnknownStep = v.InferOutput<typeof unknownStepSchema> & { readonly unknown: true }
export type UserStep =
  | EvmTransactionStep
  | SolanaTransactionStep
  | StarknetTransactionStep
  | SignatureStep
  | UnknownStep

function schemaFor(step: unknown): v.GenericSchema | undefined {
  if (typeof step !== 'object' || step === null) return undefined
  const { type, chainType } = step as { type?: unknown; chainType?: unknown }
  if (type === 'SIGNATURE') return signatureStepSchema
  if (type !== 'TRANSACTION') return undefined
  if (chainType === 'EVM') return evmTransactionStepSchema
  if (chainType === 'SOLANA') return solanaTransactionStepSchema
  if (chainType === 'STARKNET') return starknetTransactionStepSchema
  return undefined
}

/**
 * Each step is validated by the schema its `type` and `chainType` select, so a bad field is named
 * precisely (`quotes[0].userSteps[1].transaction.encoded.to`). Unknown kinds are kept and flagged.
 */
export function parseUserSteps(steps: unknown[], url: string, basePath: string): UserStep[] {
  return steps.map((step, index) => {
    const path = `${basePath}[${index}]`
    const schema = schemaFor(step)
    if (schema) return parseResponse(schema, step, url, path) as UserStep
    const unknownStep = parseResponse(unknownStepSchema, step, url, path)
    return { ...unknownStep, unknown: true } as UnknownStep
  })
}

/** Whether a step is of a kind this version of vtkit does not know: shown, never run. */
export function isUnknownStep(step: UserStep): step is UnknownStep {
  return 'unknown' in step && step.unknown === true
}

export function isEvmTransaction(step: UserStep): step is EvmTransactionStep {
  return !isUnknownStep(step) && step.type === 'TRANSACTION' && step.chainType === 'EVM'
}

export function isSolanaStep(step: UserStep | undefined): boolean {
  return step !== undefined && step.type === 'TRANSACTION' && step.chainType === 'SOLANA'
}
