import { useTransferStatus } from 'vtkit'
import { executionEventLabel, statusLabel } from 'vtkit/core'

/** A live status line for a submitted transfer. */
export function TransferStatusLine({ quoteId, txHash }: { quoteId: string; txHash?: string }) {
  const { phase, status, executionHistory, explorerUrl } = useTransferStatus({ quoteId, txHash })
  if (phase === 'waiting') return <p>Waiting for the network to see your transaction…</p>
  if (phase === 'notFound') return <p>Not seen yet. Check your wallet's activity.</p>
  return (
    <p>
      {`${statusLabel(status)}: ${executionHistory.map((item) => executionEventLabel(item.event)).join(' → ') || 'started'}`}
      {explorerUrl && <a href={explorerUrl}> View on explorer</a>}
    </p>
  )
}
