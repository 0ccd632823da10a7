import type { Address, Transport } from 'viem'
import { createConfig, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { injected, mock } from 'wagmi/connectors'
import { createLocalTestWallet } from '../../src/exports/testing.js'
import type { LocalChain } from '../chains/localChains.js'
import { viemChain } from './chainSimulator.js'

/**
 * A wagmi config over the local chains whose mock connector is connected to `account`: the
 * node's unlocked account signs for real. `reconnect`, because the provider reconnects on mount.
 */
export async function connectedMockWallet(
  localChains: LocalChain[],
  account: Address,
  features: { signTypedDataError?: boolean } = {},
  {
    ens = false,
    rpcUrl = (chain) => chain.rpcUrl,
  }: { ens?: boolean; rpcUrl?: (chain: LocalChain) => string } = {},
) {
  const chains = localChains.map((chain) =>
    ens && chain.chainKey === 'ethereum' ? withEns(chain) : viemChain(chain),
  ) as [ReturnType<typeof viemChain>, ...ReturnType<typeof viemChain>[]]
  const config = createConfig({
    chains,
    connectors: [mock({ accounts: [account], features: { reconnect: true, ...features } })],
    transports: Object.fromEntries(
      localChains.map((chain) => [chain.chainId, http(rpcUrl(chain))]),
    ),
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  return config
}

/**
 * A wagmi config whose injected connector is the local test wallet of `account`, connected: the
 * test can switch the wallet's account or network as a user does. `transport` may wrap each
 * chain's (to hide receipts, say).
 */
export async function connectedTestWallet(
  localChains: LocalChain[],
  account: Address,
  transport: (chain: LocalChain) => Transport = (chain) => http(chain.rpcUrl),
  { atomicBatch = false }: { atomicBatch?: boolean } = {},
) {
  const wallet = createLocalTestWallet({ chains: localChains, account, atomicBatch })
  const config = createConfig({
    chains: localChains.map(viemChain) as [ReturnType<typeof viemChain>],
    connectors: [
      injected({ target: { id: 'test', name: 'Test wallet', provider: wallet.provider as never } }),
    ],
    transports: Object.fromEntries(localChains.map((chain) => [chain.chainId, transport(chain)])),
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  return { wallet, config }
}

/**
 * The local chain as a wagmi chain that knows ENS, as viem's `mainnet` does: its universal
 * resolver named, so names resolve through the app's own client for it.
 */
export function withEns(chain: LocalChain) {
  return {
    ...viemChain(chain),
    contracts: { ensUniversalResolver: { address: chain.ensUniversalResolver } },
  }
}
