import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains'
import { BridgeWidget, VtkitProvider } from 'vtkit'
import { createConfig, http, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'

// The service is reached through this server's proxy (/api/vt, /api/oft), which adds the keys:
// the page never holds one. The wallet is the browser's own.
const demo = __VTKIT_DEMO__ as Extract<typeof __VTKIT_DEMO__, { mode: 'production' }>

const chains = [mainnet, base, arbitrum, optimism, polygon] as const
const wagmiConfig = createConfig({
  chains,
  connectors: [injected()],
  transports: {
    [mainnet.id]: http(),
    [base.id]: http(),
    [arbitrum.id]: http(),
    [optimism.id]: http(),
    [polygon.id]: http(),
  },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const { connect, connectors, error } = useConnect()
  const [wallet] = connectors
  return (
    <>
      <button
        type="button"
        className="vtkit-button"
        data-variant="primary"
        disabled={!wallet}
        onClick={() => wallet && connect({ connector: wallet })}
      >
        Connect your wallet
      </button>
      {error && <p className="vtkit-error">{error.message}</p>}
    </>
  )
}

function Demo() {
  const { address } = useAccount()
  return (
    <main className="demo">
      <h1>vtkit demo</h1>
      <p>
        The real service, through this server’s proxy.{' '}
        {address ? `Connected: ${address}` : 'Connect your browser wallet to start.'}
      </p>
      <BridgeWidget connectWallet={<ConnectButton />} />
    </main>
  )
}

export function render(root: HTMLElement) {
  createRoot(root).render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <VtkitProvider
          config={{
            // Paths on this page's own origin: the proxy there adds the keys.
            baseUrl: demo.baseUrl,
            ...(demo.metadataUrl ? { metadataUrl: demo.metadataUrl } : {}),
          }}
        >
          <Demo />
        </VtkitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
