import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { type ChainRequest, findOftDelivery, findOftGuid } from '../core/oft/oftDelivery.js'

export type UseOftDeliveryParameters = {
  /** The confirmed send on the source chain; nothing is watched without it. */
  txHash: string | undefined
  srcChainId: number | undefined
  srcOftAddress: string | undefined
  /** An EVM destination in the wagmi config; any other destination is not observable here. */
  dstChainId: number | undefined
  dstOftAddress: string | undefined
  /** Default 4 s. */
  pollMs?: number
}

/** `inFlight` until the destination OFT credits the message; `unobservable` where it cannot be seen. */
export type OftDeliveryState = 'idle' | 'inFlight' | 'delivered' | 'unobservable'

// Blocks before "now" on the destination where the search for the credit starts: a fast
// delivery may land before the first look.
const LOOKBACK_BLOCKS = 1_000n

/**
 * Watches an OFT send arrive: the `guid` of its `OFTSent` event on the source chain, then the
 * destination OFT's `OFTReceived` for that guid, read through the wagmi config's transports.
 */
export function useOftDelivery(parameters: UseOftDeliveryParameters) {
  const {
    txHash,
    srcChainId,
    srcOftAddress,
    dstChainId,
    dstOftAddress,
    pollMs = 4_000,
  } = parameters
  const config = useConfig()
  const requestOf = (chainId: number | undefined): ChainRequest | undefined => {
    const client = chainId === undefined ? undefined : getClient(config, { chainId })
    return client ? (args) => client.request(args as never) : undefined
  }
  const source = requestOf(srcChainId)
  const destination = requestOf(dstChainId)
  const observable = Boolean(source && destination && srcOftAddress && dstOftAddress)
  const enabled = txHash !== undefined && observable
  const key = ['vtkit', 'oftDelivery', srcChainId, txHash, dstChainId] as const

  const guid = useQuery({
    queryKey: [...key, 'guid'],
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      if (!source || !txHash || !srcOftAddress) return null
      return (await findOftGuid(source, { txHash, oftAddress: srcOftAddress })) ?? null
    },
  })
  const fromBlock = useQuery({
    queryKey: [...key, 'fromBlock'],
    enabled: enabled && Boolean(guid.data),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      if (!destination) return 0n
      const latest = BigInt(String(await destination({ method: 'eth_blockNumber' })))
      return latest > LOOKBACK_BLOCKS ? latest - LOOKBACK_BLOCKS : 0n
    },
  })
  const delivery = useQuery({
    queryKey: [...key, 'delivery', guid.data],
    enabled: enabled && Boolean(guid.data) && fromBlock.data !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data ? false : pollMs),
    queryFn: async () => {
      if (!destination || !guid.data || !dstOftAddress || fromBlock.data === undefined) return null
      return (
        (await findOftDelivery(destination, {
          dstOftAddress,
          guid: guid.data,
          fromBlock: fromBlock.data,
        })) ?? null
      )
    },
  })

  const state: OftDeliveryState =
    txHash === undefined
      ? 'idle'
      : !observable || guid.data === null
        ? 'unobservable'
        : delivery.data
          ? 'delivered'
          : 'inFlight'
  return {
    state,
    guid: guid.data ?? undefined,
    deliveryHash: delivery.data?.hash,
    error: guid.error ?? fromBlock.error ?? delivery.error,
  }
}
