import type { Client } from '../config.js'
import {
  type ApiError,
  type InvalidInputError,
  QuoteNotFoundError,
  type UnauthorizedError,
} from '../errors.js'
import { InputCheck } from '../input.js'
import { request } from '../request.js'
import { parseResponse } from '../schemas/parse.js'
import { parseUserSteps, type UserStep } from '../schemas/userStep.js'
import * as v from '../schemas/validator.js'
import type { GetListErrorType } from './getChains.js'

export type BuildUserStepsParameters = { quoteId: string; signal?: AbortSignal }
export type BuildUserStepsReturnType = UserStep[]
export type BuildUserStepsErrorType =
  | GetListErrorType
  | ApiError
  | UnauthorizedError
  | InvalidInputError
  | QuoteNotFoundError

const responseSchema = v.looseObject({ userSteps: v.array(v.unknown()) })

/**
 * `POST /build-user-steps`: fresh step data for a quote. Required right before signing on Solana
 * (a blockhash lives about 60 s); optional on EVM. Never retried: a POST that could act twice.
 */
export async function buildUserSteps(
  client: Client,
  { quoteId, signal }: BuildUserStepsParameters,
): Promise<BuildUserStepsReturnType> {
  new InputCheck('build-user-steps request').text('quoteId', quoteId).done()
  const response = await request(client, {
    service: 'transfer',
    method: 'POST',
    path: '/build-user-steps',
    body: { quoteId },
    auth: true,
    idempotent: false,
    signal,
    notFound: (url) => new QuoteNotFoundError({ quoteId, url }),
  })
  const parsed = parseResponse(responseSchema, response.data, response.url)
  return parseUserSteps(parsed.userSteps, response.url, 'userSteps')
}
