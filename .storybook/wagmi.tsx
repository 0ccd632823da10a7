import type { Decorator } from '@storybook/react-vite'
import { useEffect } from 'react'
import { custom, defineChain } from 'viem'
import { createConfig, useAccount, useConnect, useDisconnect, WagmiProvider } from 'wagmi'
import { disconnect, getConnection } from 'wagmi/actions'
import { injected } from 'wagmi/connectors'
import { storyChainRequest, storyEvmChains, storyWalletProvider } from './storyWallet'

// The simulator's EVM chains, read through the story chain (no node, no network), and the story
// wallet as the one connector.
const chains = storyEvmChains.map((chain) =>
  defineChain({
    id: chain.chainId as number,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: chain.nativeCurrency?.symbol ?? 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.vtkit.test'] } },
  }),
) as [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]]

const config = createConfig({
  chains,
  connectors: [
    injected({
      target: {
        id: 'vtkitStoryWallet',
        name: 'Story wallet',
        provider: storyWalletProvider as never,
      },
    }),
  ],
  transports: Object.fromEntries(
    chains.map((chain) => [
      chain.id,
      custom({ request: (args) => storyChainRequest(chain.id, args) }),
    ]),
  ),
})

/**
 * The story wallet disconnected, so that a story connects it only if it wants it (the story
 * tests share one page, and this config, across files).
 */
export async function disconnectStoryWallet(): Promise<void> {
  if (getConnection(config).status !== 'disconnected') await disconnect(config)
}

/** wagmi around the story, with the story wallet available but not connected. */
export const withWagmi: Decorator = (Story) => (
  <WagmiProvider config={config}>
    <Story />
  </WagmiProvider>
)

/** The story wallet connected (`wanted`) or not, its children shown once it is so. */
export function StoryWalletConnection({
  children,
  wanted,
}: {
  children: React.ReactNode
  wanted: boolean
}) {
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const { isConnected } = useAccount()
  useEffect(() => {
    const [wallet] = connectors
    if (wanted && !isConnected && wallet) connect({ connector: wallet })
    if (!wanted && isConnected) disconnect()
  }, [wanted, isConnected, connect, disconnect, connectors])
  if (isConnected === wanted) return children
  return <p>{wanted ? 'Connecting the story wallet…' : 'Disconnecting the story wallet…'}</p>
}

/**
 * wagmi around the story, with the story wallet connected: steps can be clicked through. A story
 * with `parameters: { storyWallet: 'disconnected' }` gets it disconnected instead.
 */
export const withStoryWallet: Decorator = (Story, context) => (
  <WagmiProvider config={config}>
    <StoryWalletConnection wanted={context.parameters.storyWallet !== 'disconnected'}>
      <Story />
    </StoryWalletConnection>
  </WagmiProvider>
)
