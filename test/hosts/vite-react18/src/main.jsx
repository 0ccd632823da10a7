import 'vtkit/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { BridgeWidget, VtkitProvider } from 'vtkit'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      {/* Your backend's proxy (vtkit/server) on this origin adds the key. */}
      <VtkitProvider config={{ baseUrl: '/api/vt' }}>
        <BridgeWidget />
      </VtkitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
