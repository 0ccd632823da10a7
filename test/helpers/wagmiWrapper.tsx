import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import type { Client } from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'
import type { LocalePack } from '../../src/locales/types.js'
import { createTestQueryClient } from './render.js'

/** What a host app puts around vtkit: wagmi, TanStack Query (a fresh cache), the provider. */
export function wagmiWrapper(
  config: Config,
  client: Client,
  locales?: readonly LocalePack[] | undefined,
  { ensChainId }: { ensChainId?: number } = {},
) {
  const queryClient = createTestQueryClient()
  return ({ children }: { children?: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={client} locales={locales} ensChainId={ensChainId}>
          {children}
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
