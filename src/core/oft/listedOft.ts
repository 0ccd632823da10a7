import { isSameAddress } from '../address.js'
import type { OftList, OftListEntry } from '../schemas/oft.js'

/** The `/list` entry (and its symbol) that lists `address` as its deployment on `chainName`. */
export function listedOftOf(
  list: OftList,
  chainName: string,
  address: string,
): { symbol: string; entry: OftListEntry } | undefined {
  for (const [symbol, entries] of Object.entries(list))
    for (const entry of entries)
      if (isSameAddress(entry.deployments[chainName]?.address, address)) return { symbol, entry }
  return undefined
}
