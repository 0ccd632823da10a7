import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { isNativeTokenAddress } from '../../core/address.js'
import { balanceOfCallData, readUint256 } from '../../core/steps/calldata.js'

export type SourceBalance = { value: bigint | undefined; refresh(): void }

/**
 * A token's balance (or the native coin's) of the connected EVM wallet, undefined where it cannot
 * be read, through the wagmi config's transport: one `eth_getBalance` or `eth_call`, no ABI machinery.
 */
export function useSourceBalance(
  token: string | undefined,
  chainId: number | undefined,
  owner: Address | undefined,
): SourceBalance {
  const config = useConfig()
  const enabled = token !== undefined && chainId !== undefined && owner !== undefined
  const query = useQuery({
    queryKey: ['vtkit', 'balance', chainId, token?.toLowerCase(), owner?.toLowerCase()],
    enabled,
    retry: false,
    queryFn: async () => {
      if (!enabled) throw new Error('unreachable: the query is disabled without its inputs')
      const client = getClient(config, { chainId })
      if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
      if (isNativeTokenAddress(token))
        return BigInt(await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] }))
      const result = await client.request({
        method: 'eth_call',
        params: [{ to: token as Address, data: balanceOfCallData(owner) }, 'latest'],
      })
      return readUint256(result)
    },
  })
  if (!enabled) return { value: undefined, refresh: () => {} }
  return { value: query.data, refresh: () => void query.refetch() }
}

/** The chain's gas price now (wei per gas), to price the steps' gas before the wallet is asked. */
export function useGasPrice(chainId: number | undefined): bigint | undefined {
  const config = useConfig()
  const query = useQuery({
    queryKey: ['vtkit', 'gasPrice', chainId],
    enabled: chainId !== undefined,
    retry: false,
    staleTime: 15_000,
    queryFn: async () => {
      const client = getClient(config, { chainId })
      if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
      return BigInt(await client.request({ method: 'eth_gasPrice' }))
    },
  })
  return chainId === undefined ? undefined : query.data
}
