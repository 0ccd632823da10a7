'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { VtkitProvider } from 'vtkit'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
  ssr: true,
})

export function Providers({ children }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {/* A path on this app: the route handler below adds the key on the server. */}
        <VtkitProvider config={{ baseUrl: '/api/vt' }}>{children}</VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
