import type { Client } from '../config.js'
import {
  type ApiError,
  type InvalidInputError,
  QuoteNotFoundError,
  type UnauthorizedError,
} from '../errors.js'
import { InputCheck } from '../input.js'
import { request } from '../request.js'
import type { GetListErrorType } from './getChains.js'

export type SubmitSignatureParameters = {
  quoteId: string
  /** The wallet's EIP-712 signatures, 0x-prefixed hex, in step order. */
  signatures: string[]
  signal?: AbortSignal
}
export type SubmitSignatureReturnType = undefined
export type SubmitSignatureErrorType =
  | GetListErrorType
  | ApiError
  | UnauthorizedError
  | InvalidInputError
  | QuoteNotFoundError

/** `POST /submit-signature` for intent routes (`INTENTA`). Never retried. */
export async function submitSignature(
  client: Client,
  { quoteId, signatures, signal }: SubmitSignatureParameters,
): Promise<SubmitSignatureReturnType> {
  const check = new InputCheck('signature submission').text('quoteId', quoteId)
  if (!Array.isArray(signatures) || signatures.length === 0) {
    check.add('signatures', 'must be a non-empty array')
  } else {
    signatures.forEach((signature, index) => {
      check.hex(`signatures[${index}]`, signature)
    })
  }
  check.done()
  await request(client, {
    service: 'transfer',
    method: 'POST',
    path: '/submit-signature',
    body: { quoteId, signatures },
    auth: true,
    idempotent: false,
    signal,
    notFound: (url) => new QuoteNotFoundError({ quoteId, url }),
  })
}
