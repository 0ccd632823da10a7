import { useMemo } from 'react'
import type { OftTransferRequest } from '../core/actions/buildOftTransfer.js'
import { isSameAddress } from '../core/address.js'
import {
  executeOftTransfer,
  oftTransferAsQuote,
  oftTransferId,
} from '../core/oft/executeOftTransfer.js'
import type { OftDeploymentMemory } from '../core/oft/oftDeploymentMemory.js'
import { readOftTransferLedger } from '../core/oft/oftLedger.js'
import type { OftCheck } from '../core/oft/oftRules.js'
import { verifyOftTransfer } from '../core/oft/verifyOftTransfer.js'
import type { OftTransfer } from '../core/schemas/oft.js'
import type {
  AllowanceOptions,
  EvmExecutor,
  SolanaWallet,
  TransferJournal,
} from '../core/steps/types/index.js'
import { useVtkitClient } from './context.js'
import { defaultOftDeploymentMemory } from './internal/defaultDeploymentMemory.js'
import { useAccountCodes } from './internal/useAccountCodes.js'
import { useAtomicBatch } from './internal/useAtomicBatch.js'
import { useProductionRegistry } from './internal/useProductionRegistry.js'
import { useSolanaArrival } from './internal/useSolanaArrival.js'
import { type StepRunHandlers, useStepRun } from './internal/useStepRun.js'
import { chainsNamed, useWalletSetup } from './internal/useWalletSetup.js'
import { useChains } from './useChains.js'
import { useOftDelivery } from './useOftDelivery.js'
import { useOftList } from './useOftList.js'

export type UseExecuteOftTransferParameters = StepRunHandlers & {
  /** `useOftTransfer().data`: the send as `/transfer` built it. */
  transfer: OftTransfer | undefined
  /** What was asked of `/transfer`. */
  request: OftTransferRequest | undefined
  /** Default: `localStorage` (memory where there is none). */
  journal?: TransferJournal
  allowance?: AllowanceOptions
  /** The sender; default the connected wagmi account. */
  walletAddress?: string
  executors?: { evm?: EvmExecutor }
  /** How long a sent transaction may stay unmined before "check your wallet" (default 10 min). */
  receiptTimeoutMs?: number
  /** The approval and the send in one prompt (EIP-5792) where the wallet batches. Default true. */
  atomicBatch?: boolean
  /** The OFTs earlier sends went through, to ask when `/list` changes one. Default: `localStorage`. */
  deploymentMemory?: OftDeploymentMemory
  /**
   * The app's Solana wallet: a send to it on Solana is followed to its arrival (its balance of the
   * token rises by what the send delivers). Without it, a send to Solana cannot be watched.
   */
  solana?: SolanaWallet | undefined
}

/**
 * Runs an OFT send with the connected wallet (see `executeOftTransfer`): the approval when the
 * allowance does not cover the amount, then the send; per-step state, the safety findings before
 * anything is signed, and, once sent, its delivery watched on the destination chain.
 * `execute()` never throws: failures land in `error`.
 */
export function useExecuteOftTransfer(parameters: UseExecuteOftTransferParameters) {
  const { transfer, request } = parameters
  const client = useVtkitClient('useExecuteOftTransfer')
  const chainList = useChains()
  const chains = {
    data: chainsNamed(chainList.data, [request?.srcChainName, request?.dstChainName]),
  }
  const list = useOftList()
  const { journal, walletAddress, connectedAddress, evm, wagmiChains } = useWalletSetup(parameters)
  const deploymentMemory = parameters.deploymentMemory ?? defaultOftDeploymentMemory()
  const stepCount = transfer ? (transfer.transactionData.approvalTransaction ? 2 : 1) : 0
  const dstChain = chains.data?.find((chain) => chain.chainKey === request?.dstChainName)
  const srcChain = chains.data?.find((chain) => chain.chainKey === request?.srcChainName)
  const dstChainType =
    dstChain?.chainType === 'EVM' ? 'EVM' : dstChain?.chainType === 'SOLANA' ? 'SOLANA' : undefined

  const run = useStepRun({
    // The engine's id for this /transfer answer: a reload finds the run in the journal.
    runId: transfer && request ? oftTransferId(transfer, request) : undefined,
    stepCount,
    journal,
    connectedAddress,
    handlers: parameters,
    start: (options, onEvent, locks) => {
      if (!transfer || !request || !list.data || !chains.data || !walletAddress) return undefined
      return executeOftTransfer({
        client,
        transfer,
        oftRequest: request,
        list: list.data.list,
        chains: chains.data,
        walletAddress,
        executors: { evm },
        journal,
        allowance: parameters.allowance,
        confirmedWarnings: options.confirmedWarnings,
        retryInterrupted: options.retryInterrupted,
        receiptTimeoutMs: parameters.receiptTimeoutMs,
        atomicBatch: parameters.atomicBatch,
        locks: locks ?? null,
        deploymentMemory,
        appChains: wagmiChains,
        onEvent,
      })
    },
  })

  const srcChainId = srcChain?.chainType === 'EVM' ? srcChain.chainId : undefined
  // The steps as StepRunner shows them (descriptions, chain), once the list and chains are in.
  const quote = useMemo(
    () =>
      transfer && request && list.data && srcChainId !== undefined
        ? oftTransferAsQuote(
            { transfer, oftRequest: request, list: list.data.list, chains: chains.data },
            srcChainId,
          ).quote
        : undefined,
    [transfer, request, list.data, srcChainId, chains.data],
  )

  const production = useProductionRegistry()
  // Read before the send as the run reads them: a contract as the recipient, a smart account
  // sending to its own address, are warnings shown and confirmed before the click.
  const accounts = useAccountCodes(
    evm,
    request && {
      srcChainKey: request.srcChainName,
      dstChainKey: request.dstChainName,
      srcWalletAddress: request.from,
      dstWalletAddress: request.to,
    },
    chains.data,
  )
  const findings: OftCheck[] | undefined = useMemo(() => {
    if (!transfer || !request || !list.data || !walletAddress || !dstChainType) return undefined
    if (!production.ready || !accounts.ready) return undefined
    return verifyOftTransfer({
      ...accounts.codes,
      transfer,
      request,
      list: list.data.list,
      walletAddress,
      dstChainType,
      endpointIds: client.endpointIds,
      previousDeployments: deploymentMemory.get(),
      chainId: srcChainId,
      registry: production.registry,
      trustedDeployments: client.trustedDeployments,
      sourceChain: srcChain,
      appChains: wagmiChains,
    })
  }, [
    transfer,
    request,
    list.data,
    walletAddress,
    dstChainType,
    client,
    deploymentMemory,
    srcChainId,
    srcChain,
    wagmiChains,
    production,
    accounts.ready,
    accounts.codes,
  ])

  const ledger = useMemo(
    () =>
      transfer && request && list.data && walletAddress && dstChainType
        ? readOftTransferLedger({
            transfer,
            request,
            list: list.data.list,
            walletAddress,
            dstChainType,
          })
        : undefined,
    [transfer, request, list.data, walletAddress, dstChainType],
  )

  const dstDeployment = list.data?.list
    ? Object.values(list.data.list)
        .flat()
        .find((entry) =>
          isSameAddress(
            entry.deployments[request?.srcChainName ?? '']?.address,
            request?.oftAddress,
          ),
        )?.deployments[request?.dstChainName ?? '']
    : undefined
  const sentHash = run.phase === 'submitted' ? run.record?.srcTxHash : undefined
  const evmDelivery = useOftDelivery({
    txHash: sentHash,
    srcChainId,
    srcOftAddress: request?.oftAddress,
    dstChainId: dstChain?.chainType === 'EVM' ? dstChain.chainId : undefined,
    dstOftAddress: dstDeployment?.address,
  })
  // To Solana: what the ledger says arrives, for whom, in which token.
  const bridged = ledger?.entries.find((entry) => entry.kind === 'bridged')
  const solanaArrival = useSolanaArrival({
    wallet: dstChainType === 'SOLANA' ? parameters.solana : undefined,
    recipient: bridged?.recipient,
    token: bridged?.dstToken?.address,
    minimum: bridged?.minimumOut,
    // Nothing of this send out yet: not a transfer resumed after a reload or from another tab.
    idle: run.phase === 'idle' && !run.record,
    sentHash,
  })
  const delivery =
    dstChainType === 'SOLANA' && solanaArrival.state !== 'unobservable'
      ? { ...evmDelivery, state: solanaArrival.state, error: solanaArrival.error }
      : evmDelivery

  const batched = useAtomicBatch({
    evm,
    steps: quote?.userSteps,
    account: walletAddress,
    enabled: parameters.atomicBatch !== false,
  })

  return {
    ...run,
    /** The approval and the send as engine steps: what `StepRunner` takes as its `quote`. */
    quote,
    findings,
    /** What the approval and the send move, read from their calldata: what the user is shown. */
    ledger,
    /** The wallet takes the approval and the send as one request (EIP-5792). */
    batched,
    /** The send, the OFT list, the chains and the wallet are all there. */
    isReady: Boolean(transfer && request && list.data && chains.data && walletAddress),
    /** Nothing can run for want of a wallet (not of data still loading). */
    needsWallet: !walletAddress,
    delivery,
  }
}

export type UseExecuteOftTransferReturnType = ReturnType<typeof useExecuteOftTransfer>
