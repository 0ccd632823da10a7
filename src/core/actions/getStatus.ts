import type { Client } from '../config.js'
import { type InvalidInputError, QuoteNotFoundError, type UnauthorizedError } from '../errors.js'
import { InputCheck } from '../input.js'
import { request } from '../request.js'
import { readArrayItems } from '../schemas/items.js'
import { parseResponse } from '../schemas/parse.js'
import {
  executionHistoryItemSchema,
  type TransferStatus,
  transferStatusSchema,
} from '../schemas/status.js'
import type { GetListErrorType } from './getChains.js'

export type GetStatusParameters = {
  quoteId: string
  /** The source transaction hash: the service documents faster updates with it. */
  txHash?: string | undefined
  signal?: AbortSignal
}
export type GetStatusReturnType = TransferStatus
export type GetStatusErrorType = GetListErrorType | UnauthorizedError | InvalidInputError

/**
 * `GET /status/{quoteId}`. A 404 reads as `UNKNOWN`, as the service documents: right after a
 * submission the service may not have seen the transfer yet.
 */
export async function getStatus(
  client: Client,
  { quoteId, txHash, signal }: GetStatusParameters,
): Promise<GetStatusReturnType> {
  new InputCheck('status request')
    .text('quoteId', quoteId)
    .text('txHash', txHash, { optional: true })
    .done()
  try {
    const response = await request(client, {
      service: 'transfer',
      method: 'GET',
      path: `/status/${encodeURIComponent(quoteId)}`,
      query: { txHash },
      auth: true,
      idempotent: true,
      signal,
      notFound: (url) => new QuoteNotFoundError({ quoteId, url }),
    })
    const status = parseResponse(transferStatusSchema, response.data, response.url)
    // One unreadable history entry is dropped (and reported); the status itself stays strict.
    const history = readArrayItems(
      client.onInvalidItem,
      status.executionHistory,
      { kind: 'historyItem', url: response.url, path: 'executionHistory' },
      (item, path) => parseResponse(executionHistoryItemSchema, item, response.url, path),
    )
    return { ...status, executionHistory: history.items }
  } catch (error) {
    if (error instanceof QuoteNotFoundError) return { status: 'UNKNOWN', executionHistory: [] }
    throw error
  }
}
