import { useQuery } from '@tanstack/react-query'
import type { ListOftsFilters } from '../core/actions/listOfts.js'
import type { OftDeployment, OftList, OftListEntry } from '../core/schemas/oft.js'
import { type ListOftsQueryKey, listOftsQueryOptions } from '../query/listOfts.js'
import { useVtkitClient } from './context.js'
import { memoizeByReference } from './internal/memo.js'
import type { QueryParameter } from './types.js'

export type OftDeploymentOf = { entry: OftListEntry; chainName: string; deployment: OftDeployment }

export type OftCatalog = {
  readonly list: OftList
  readonly symbols: readonly string[]
  /** The deployments of a symbol (case-insensitive), on one chain or on all. */
  deployments(symbol: string, chainName?: string): OftDeploymentOf[]
}

export type UseOftListParameters = ListOftsFilters & {
  query?: QueryParameter<OftList, OftCatalog, ListOftsQueryKey>
}
export type UseOftListReturnType = ReturnType<typeof useOftList>

const toCatalog = memoizeByReference(
  (list: OftList): OftCatalog => ({
    list,
    symbols: Object.keys(list),
    deployments: (symbol, chainName) => {
      const key = Object.keys(list).find((item) => item.toLowerCase() === symbol.toLowerCase())
      return (key ? (list[key] ?? []) : []).flatMap((entry) =>
        Object.entries(entry.deployments)
          .filter(([name]) => chainName === undefined || name === chainName)
          .map(([name, deployment]) => ({ entry, chainName: name, deployment })),
      )
    },
  }),
)

/** The OFT list with its four filters; `data.deployments(symbol, chainName?)` finds deployments. */
export function useOftList({ query, ...filters }: UseOftListParameters = {}) {
  const client = useVtkitClient('useOftList')
  return useQuery({ ...listOftsQueryOptions(client, filters), ...query, select: toCatalog })
}
