import {
  TransactionPendingError,
  TransactionRevertedError,
  UnsupportedChainError,
} from '../../errors.js'
import type { EvmTransactionStep } from '../../schemas/userStep.js'
import type { EvmBatchStatus, EvmExecutor, Run, TransferRecord } from '../types/index.js'
import { write } from './evmBatchPlan.js'
import { waitMined } from './stepRun.js'

// Following an EIP-5792 batch to its end. The wallet's word is checked against the chain: a
// batch is confirmed only once the app's own node shows its transaction succeeded, and failed
// only once it shows it reverted (or the wallet says it was never included). Anything else is
// left for the user to check: a batch is never taken for failed and sent again on a guess.

const FIRST_POLL_MS = 1_000
const MAX_POLL_MS = 5_000

export async function followBatch(
  run: Run,
  evm: EvmExecutor,
  record: TransferRecord,
  id: string,
  save: () => void,
): Promise<void> {
  const batched = record.steps.flatMap((step, index) => (step.batchId === id ? [index] : []))
  const first = batched[0] ?? 0
  const { chainId } = (run.quote.userSteps[first] as EvmTransactionStep).transaction.encoded
  const pending = () => new TransactionPendingError({ hash: id, stepIndex: first })
  const reported = await waitMined(run, id, first, (signal) => settled(evm, id, signal))
  const hash = reported.hashes.at(-1)
  const onChain =
    hash && (reported.chainId === undefined || reported.chainId === chainId)
      ? await waitMined(run, hash, first, (signal) => evm.waitForReceipt(chainId, hash, { signal }))
      : undefined
  // The transaction the wallet names must be the user's, carrying these very calls: a wallet
  // that names somebody else's (reverted) transaction is not believed either way.
  const ours =
    hash !== undefined &&
    onChain !== undefined &&
    (await carriesBatch(evm, run, chainId, hash, batched))
  if (reported.status === 'success' && onChain?.status === 'success' && hash && ours) {
    write(run, record, batched, { state: 'confirmed', hash })
    save()
    for (const index of batched) {
      run.onEvent?.({ type: 'stepSubmitted', stepIndex: index, hash })
      run.onEvent?.({ type: 'stepConfirmed', stepIndex: index, hash })
    }
    return
  }
  // Reverted as a whole on chain, or never included (no transaction at all): nothing moved, and
  // the steps may be sent again.
  const neverIncluded = reported.status === 'failure' && reported.hashes.length === 0
  if ((reported.status === 'failure' && onChain?.status === 'reverted' && ours) || neverIncluded) {
    write(run, record, batched, { state: 'failed', hash: undefined, batchId: undefined })
    save()
    throw new TransactionRevertedError({ hash: hash ?? id, stepIndex: first })
  }
  // Partly reverted, unknown to the wallet, or the wallet's word against the chain's.
  throw pending()
}

/**
 * Whether a mined transaction is the user's batch: sent by the account (an EIP-7702 account calls
 * itself) or naming it (a smart account's bundled operation), and carrying every call's data.
 */
async function carriesBatch(
  evm: EvmExecutor,
  run: Run,
  chainId: number,
  hash: string,
  batched: readonly number[],
): Promise<boolean> {
  const transaction = await evm.getTransaction?.({ chainId, hash }).catch(() => undefined)
  if (!transaction) return false
  const input = transaction.input.toLowerCase()
  const account = run.walletAddress.toLowerCase()
  const fromAccount = transaction.from.toLowerCase() === account || input.includes(account.slice(2))
  return (
    fromAccount &&
    batched.every((index) => {
      const step = run.quote.userSteps[index] as EvmTransactionStep | undefined
      const { to, data } = step?.transaction.encoded ?? { to: '', data: '' }
      return (
        input.includes(to.slice(2).toLowerCase()) && input.includes(data.slice(2).toLowerCase())
      )
    })
  )
}

/** Asks the wallet until the batch is settled, every second, then every few seconds. */
async function settled(evm: EvmExecutor, id: string, signal: AbortSignal): Promise<EvmBatchStatus> {
  const getCallsStatus = evm.getCallsStatus
  if (!getCallsStatus) throw new UnsupportedChainError('EVM')
  for (let wait = FIRST_POLL_MS; ; wait = Math.min(wait * 1.5, MAX_POLL_MS)) {
    // A wallet that fails to answer (offline a moment) is asked again, within the run's bound.
    const status = await getCallsStatus(id).catch(() => undefined)
    if (status && status.status !== 'pending') return status
    if (signal.aborted) throw signal.reason
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}
