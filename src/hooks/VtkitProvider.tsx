import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useState } from 'react'
import { type Client, type ClientConfig, createClient } from '../core/config.js'
import type { LocalePack } from '../locales/types.js'
import { VtkitContext } from './context.js'
import { EnsChainContext } from './internal/ensChainContext.js'
import { LocalesContext } from './internal/localesContext.js'
import { PersistCatalogsContext } from './internal/useStoredCatalog.js'

export type VtkitProviderProps = {
  children?: ReactNode
  /**
   * Keep the chain, token and metadata catalogues in `localStorage` for the next visit, which
   * then opens the pickers without waiting (checked again in the background). Default true.
   */
  persistCatalogs?: boolean
  /**
   * The languages the components may speak (`import de from 'vtkit/locales/de'`): a component
   * whose `locale` matches one (`de-AT` matches `de`) shows its texts; English otherwise. Only the
   * packs given here are bundled.
   */
  locales?: readonly LocalePack[] | undefined
  /**
   * The chain of your wagmi config whose ENS names the recipient fields look up. Default 1
   * (mainnet, with viem's `mainnet` naming its universal resolver). Names on a test network can be
   * registered by anyone: name one here only for an app that runs there.
   */
  ensChainId?: number | undefined
} & ({ client: Client; config?: never } | { config: ClientConfig; client?: never })

const noLocales: readonly LocalePack[] = []

/**
 * Makes a core client available to vtkit's hooks. Uses the host's `QueryClient` when one is
 * above it and creates one only when there is none. Needs no wagmi for the read-only hooks, and
 * touches no browser global while rendering, so it renders on a server too.
 */
export function VtkitProvider({
  client,
  config,
  persistCatalogs = true,
  locales = noLocales,
  ensChainId = 1,
  children,
}: VtkitProviderProps) {
  // Created once: a config object literal re-created on each render must not reset the client.
  const [resolved] = useState(() => client ?? createClient(config))
  const value = client ?? resolved
  const hostQueryClient = useContext(QueryClientContext)
  const [ownQueryClient] = useState(() => (hostQueryClient ? undefined : new QueryClient()))
  const tree = (
    <VtkitContext.Provider value={value}>
      <PersistCatalogsContext.Provider value={persistCatalogs}>
        <LocalesContext.Provider value={locales}>
          <EnsChainContext.Provider value={ensChainId}>{children}</EnsChainContext.Provider>
        </LocalesContext.Provider>
      </PersistCatalogsContext.Provider>
    </VtkitContext.Provider>
  )
  if (hostQueryClient || !ownQueryClient) return tree
  return <QueryClientProvider client={ownQueryClient}>{tree}</QueryClientProvider>
}
