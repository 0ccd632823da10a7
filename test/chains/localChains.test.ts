import { createPublicClient, defineChain, http } from 'viem'
import { describe, expect, inject, it } from 'vitest'

const { chains, user } = inject('localChains')

describe('local chains', () => {
  it('run two EVM chains with their own ids and our contracts deployed', async () => {
    expect(chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of chains) {
      const client = createPublicClient({
        chain: defineChain({
          id: chain.chainId,
          name: chain.chainKey,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      })
      expect(await client.getChainId()).toBe(chain.chainId)
      for (const address of [chain.token, chain.zeroResetToken, chain.delegate, chain.multicall]) {
        expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2)
      }
      expect(await client.getBalance({ address: user })).toBeGreaterThan(0n)
    }
  })
})
