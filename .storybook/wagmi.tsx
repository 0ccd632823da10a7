import type { Decorator } from '@storybook/react-vite'
import { defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'

// A wagmi config with no wallet connected and a transport that goes nowhere: the components
// render every state up to the wallet's prompt without any network. (A story-level test wallet
// that signs is issue #6's.)
const storyChain = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.vtkit.test'] } },
})

const config = createConfig({
  chains: [storyChain],
  transports: { [storyChain.id]: http('https://rpc.vtkit.test') },
})

export const withWagmi: Decorator = (Story) => (
  <WagmiProvider config={config}>
    <Story />
  </WagmiProvider>
)
