import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SolanaWallet } from '../../core/steps/types/executors.js'
import type { OftDeliveryState } from '../useOftDelivery.js'

export type SolanaArrivalParameters = {
  /** The app's Solana wallet (`solana` prop): its balances are what can be read on Solana. */
  wallet: SolanaWallet | undefined
  /** Who receives, the token there and at least how much arrives (the send's ledger). */
  recipient: string | undefined
  token: string | undefined
  minimum: bigint | undefined
  /** Nothing runs yet: the balance before the send is read meanwhile. */
  idle: boolean
  /** The send is confirmed on the source: its arrival is watched. */
  sent: boolean
  /** Default 4 s. */
  pollMs?: number
}

/**
 * An OFT send's arrival on Solana, where the app's own Solana wallet receives it: its balance of
 * the token, read before the send, has risen by at least what the send delivers. (A message id on
 * Solana would need the OFT program's accounts, which `/list` does not give.) Another address on
 * Solana, or no wallet there, cannot be watched: `unobservable`, as before.
 */
export function useSolanaArrival({
  wallet,
  recipient,
  token,
  minimum,
  idle,
  sent,
  pollMs = 4_000,
}: SolanaArrivalParameters): { state: OftDeliveryState } {
  const observable =
    wallet?.address !== undefined &&
    wallet.address === recipient &&
    token !== undefined &&
    token !== '' &&
    minimum !== undefined
  const key = ['vtkit', 'solanaArrival', recipient, token] as const
  // The balance before: read while the form waits, kept as it was when the send started.
  const before = useQuery({
    queryKey: [...key, 'before'],
    enabled: observable && idle,
    queryFn: () => (wallet && token ? wallet.balanceOf(token) : 0n),
    // Kept current up to the click: an earlier arrival landing meanwhile is not this one's.
    refetchInterval: pollMs,
    retry: false,
  })
  const baseline = useRef<bigint | undefined>(undefined)
  useEffect(() => {
    if (idle) baseline.current = before.data
  }, [idle, before.data])
  const arrived = useQuery({
    queryKey: [...key, 'after', String(baseline.current)],
    enabled: observable && sent && baseline.current !== undefined,
    queryFn: async () => {
      const now = wallet && token ? await wallet.balanceOf(token) : 0n
      return now - (baseline.current ?? now) >= (minimum ?? 0n)
    },
    refetchInterval: (query) => (query.state.data ? false : pollMs),
    retry: false,
  })
  if (!sent) return { state: 'idle' }
  if (!observable || baseline.current === undefined) return { state: 'unobservable' }
  return { state: arrived.data ? 'delivered' : 'inFlight' }
}
