import type { Client } from '../config.js'
import { request } from '../request.js'
import { readListItems } from '../schemas/items.js'
import { chainDeploymentsSchema, type Metadata } from '../schemas/metadata.js'
import { parseResponse } from '../schemas/parse.js'
import * as v from '../schemas/validator.js'
import type { GetListErrorType } from './getChains.js'

export type GetMetadataParameters = { signal?: AbortSignal }
export type GetMetadataReturnType = Metadata
export type GetMetadataErrorType = GetListErrorType

/**
 * `GET /metadata`: per chain key, the multicall and transfer delegate addresses, as sent. A chain
 * whose entry cannot be read is left out (and reported): steps on it are then refused unchecked.
 */
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
  const body = parseResponse(v.record(v.string(), v.unknown()), response.data, response.url)
  const { items } = readListItems(
    client.onInvalidItem,
    Object.entries(body),
    { kind: 'chainDeployments', url: response.url, path: '' },
    (item, path) => parseResponse(chainDeploymentsSchema, item, response.url, path),
  )
  return Object.fromEntries(items)
}
