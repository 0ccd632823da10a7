import { openEnum, type WithField } from './common.js'
import * as v from './validator.js'

export type TransferStatusValue = 'UNKNOWN' | 'PENDING' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'
export type ExecutionEvent = 'SENT' | 'BUS_RODE' | 'DELIVERED'

export const executionHistoryItemSchema = v.looseObject({
  event: openEnum<ExecutionEvent>(),
  transaction: v.optional(
    v.looseObject({
      chainKey: v.optional(v.string()),
      hash: v.optional(v.string()),
      /** Epoch milliseconds; may be absent. */
      timestamp: v.optional(v.number()),
    }),
  ),
})

/** The body as sent; its history entries are read one by one (see `getStatus`). */
export const transferStatusSchema = v.looseObject({
  status: openEnum<TransferStatusValue>(),
  explorerUrl: v.optional(v.string()),
  executionHistory: v.optional(v.array(v.unknown()), []),
})

export type TransferStatus = WithField<
  v.InferOutput<typeof transferStatusSchema>,
  'executionHistory',
  ExecutionHistoryItem[]
>
export type ExecutionHistoryItem = v.InferOutput<typeof executionHistoryItemSchema>
