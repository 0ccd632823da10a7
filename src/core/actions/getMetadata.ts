import type { Client } from '../config.js'
import { request } from '../request.js'
import { type Metadata, metadataSchema } from '../schemas/metadata.js'
import { parseResponse } from '../schemas/parse.js'
import type { GetListErrorType } from './getChains.js'

export type GetMetadataParameters = { signal?: AbortSignal }
export type GetMetadataReturnType = Metadata
export type GetMetadataErrorType = GetListErrorType

/** `GET /metadata`: per chain key, the multicall and transfer delegate addresses, as sent. */
export async function getMetadata(
  client: Client,
  { signal }: GetMetadataParameters = {},
): Promise<GetMetadataReturnType> {
  const response = await request(client, {
    service: 'transfer',
    method: 'GET',
    path: '/metadata',
    idempotent: true,
    signal,
  })
  return parseResponse(metadataSchema, response.data, response.url)
}
