// The app a team pastes the playground's code into: its own providers, given German as the code's
// comment says, the copied `Bridge.jsx` and `theme.css` beside this file (test/hostApps.test.ts).
import 'vtkit/styles.css'
import './theme.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { VtkitProvider } from 'vtkit'
import de from 'vtkit/locales/de'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { Bridge } from './Bridge.jsx'

const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <VtkitProvider config={{ baseUrl: '/api/vt' }} locales={[de]}>
        <Bridge />
      </VtkitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
