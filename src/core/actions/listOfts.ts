import type { Client } from '../config.js'
import type { InvalidInputError } from '../errors.js'
import { InputCheck } from '../input.js'
import { request } from '../request.js'
import { readListItems } from '../schemas/items.js'
import {
  type OftList,
  type OftListEntry,
  oftDeploymentSchema,
  oftListEntrySchema,
} from '../schemas/oft.js'
import { parseResponse } from '../schemas/parse.js'
import * as v from '../schemas/validator.js'
import type { GetListErrorType } from './getChains.js'

export type ListOftsFilters = {
  chainNames?: string[]
  symbols?: string[]
  protocols?: string[]
  contractAddresses?: string[]
}
export type ListOftsParameters = ListOftsFilters & { signal?: AbortSignal }
export type ListOftsReturnType = OftList
export type ListOftsErrorType = GetListErrorType | InvalidInputError

const filterNames = ['chainNames', 'symbols', 'protocols', 'contractAddresses'] as const

/**
 * `GET /list` of the OFT service: OFT tokens by symbol, each with its per-chain deployments. One
 * incomplete deployment or entry is dropped and reported (`onInvalidItem`); the rest is kept.
 */
export async function listOfts(
  client: Client,
  { signal, ...filters }: ListOftsParameters = {},
): Promise<ListOftsReturnType> {
  const check = new InputCheck('OFT list filter')
  const query: Record<string, string | undefined> = {}
  for (const name of filterNames) {
    const values = filters[name]
    if (values === undefined) continue
    if (!Array.isArray(values)) {
      check.add(name, 'must be an array of strings')
      continue
    }
    values.forEach((value, index) => {
      check.text(`${name}[${index}]`, value)
      if (typeof value === 'string' && value.includes(','))
        check.add(`${name}[${index}]`, 'must not contain a comma')
    })
    // Filters are comma-separated lists on the wire; an empty list means "no filter".
    if (values.length > 0) query[name] = values.join(',')
  }
  check.done()
  const response = await request(client, {
    service: 'oft',
    method: 'GET',
    path: '/list',
    query,
    idempotent: true,
    signal,
  })
  return readOftList(client, response.data, response.url)
}

function readOftList(client: Client, data: unknown, url: string): OftList {
  const bySymbol = parseResponse(v.record(v.string(), v.array(v.unknown())), data, url)
  const list: OftList = {}
  for (const [symbol, entries] of Object.entries(bySymbol)) {
    const { items } = readListItems(
      client.onInvalidItem,
      [...entries.entries()],
      { kind: 'oftEntry', url, path: symbol },
      (entry, path) => readOftEntry(client, entry, url, path),
    )
    if (items.length > 0) list[symbol] = items.map(([, entry]) => entry)
  }
  return list
}

function readOftEntry(client: Client, entry: unknown, url: string, path: string): OftListEntry {
  const fields = parseResponse(oftListEntrySchema, entry, url, path)
  const { items } = readListItems(
    client.onInvalidItem,
    Object.entries(fields.deployments),
    { kind: 'oftDeployment', url, path: `${path}.deployments` },
    (deployment, itemPath) => parseResponse(oftDeploymentSchema, deployment, url, itemPath),
  )
  return { ...fields, deployments: Object.fromEntries(items) }
}
