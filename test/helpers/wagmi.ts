import type { Address } from 'viem'
import { createConfig, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
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
) {
  const chains = localChains.map(viemChain) as [
    ReturnType<typeof viemChain>,
    ...ReturnType<typeof viemChain>[],
  ]
  const config = createConfig({
    chains,
    connectors: [mock({ accounts: [account], features: { reconnect: true, ...features } })],
    transports: Object.fromEntries(localChains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  return config
}
