import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SolanaWallet } from '../../core/steps/types/index.js'
import type { OftDeliveryState } from '../useOftDelivery.js'

export type SolanaArrivalParameters = {
  /** The app's Solana wallet (`solana` prop): its balances are what can be read on Solana. */
  wallet: SolanaWallet | undefined
  /** Who receives, the token there and at least how much arrives (the send's ledger). */
  recipient: string | undefined
  token: string | undefined
  minimum: bigint | undefined
  /** Nothing of this send has reached the wallet yet: the balance before it is read meanwhile. */
  idle: boolean
  /** The send's hash once it is confirmed on the source: its arrival is watched. */
  sentHash: string | undefined
  /** Default 4 s. */
  pollMs?: number
}

/**
 * An OFT send's arrival on Solana, where the app's own Solana wallet receives it: its balance of
 * the token, read before the send, has risen by at least what the send delivers. (A message id on
 * Solana would need the OFT program's accounts, which `/list` does not give.) Another address on
 * Solana, no wallet there, or a balance not read fresh before the send (a transfer resumed after a
 * reload) cannot be watched: `unobservable`, as before.
 */
export function useSolanaArrival({
  wallet,
  recipient,
  token,
  minimum,
  idle,
  sentHash,
  pollMs = 4_000,
}: SolanaArrivalParameters): { state: OftDeliveryState; error: Error | null } {
  const observable =
    wallet?.address !== undefined &&
    wallet.address === recipient &&
    token !== undefined &&
    token !== '' &&
    minimum !== undefined
  const key = ['vtkit', 'solanaArrival', recipient, token] as const
  // The balance before: read while the form waits (kept current up to the click, so an earlier
  // arrival landing meanwhile is not this one's), and taken only if read since the form opened.
  const before = useQuery({
    queryKey: [...key, 'before'],
    enabled: observable && idle,
    queryFn: () => (wallet && token ? wallet.balanceOf(token) : 0n),
    refetchInterval: pollMs,
    retry: false,
  })
  const idleSince = useRef(0)
  const baseline = useRef<bigint | undefined>(undefined)
  useEffect(() => {
    if (idle && idleSince.current === 0) idleSince.current = Date.now()
    if (!idle) idleSince.current = 0
  }, [idle])
  useEffect(() => {
    if (!idle) return
    const fresh = !before.isError && before.dataUpdatedAt >= idleSince.current
    baseline.current = fresh ? before.data : undefined
  }, [idle, before.data, before.dataUpdatedAt, before.isError])
  const arrived = useQuery({
    // Per send: an earlier send's answer never stands for this one.
    queryKey: [...key, 'after', sentHash, String(baseline.current)],
    enabled: observable && sentHash !== undefined && baseline.current !== undefined,
    queryFn: async () => {
      const now = wallet && token ? await wallet.balanceOf(token) : 0n
      return now - (baseline.current ?? now) >= (minimum ?? 0n)
    },
    refetchInterval: (query) => (query.state.data ? false : pollMs),
    retry: false,
  })
  const error = arrived.error ?? null
  if (sentHash === undefined) return { state: 'idle', error: null }
  if (!observable || baseline.current === undefined) return { state: 'unobservable', error: null }
  return { state: arrived.data ? 'delivered' : 'inFlight', error }
}
