import type { Client } from '../config.js'
import { request } from '../request.js'
import { type OpenApiDocument, openApiDocumentSchema } from '../schemas/oft.js'
import { parseResponse } from '../schemas/parse.js'
import type { GetListErrorType } from './getChains.js'

export type GetOftOpenApiParameters = { signal?: AbortSignal }
export type GetOftOpenApiReturnType = OpenApiDocument
export type GetOftOpenApiErrorType = GetListErrorType

/** `GET /openapi` of the OFT service. */
export async function getOftOpenApi(
  client: Client,
  { signal }: GetOftOpenApiParameters = {},
): Promise<GetOftOpenApiReturnType> {
  const response = await request(client, {
    service: 'oft',
    method: 'GET',
    path: '/openapi',
    idempotent: true,
    signal,
  })
  return parseResponse(openApiDocumentSchema, response.data, response.url)
}
