import type { OftTransferRequest } from '../actions/buildOftTransfer.js'
import { isSameAddress } from '../address.js'
import type { Client } from '../config.js'
import { UnsafeStepError } from '../errors.js'
import type { ContractRegistry } from '../registry/contractRegistry.js'
import { loadProductionRegistry } from '../registry/loadRegistry.js'
import type { Chain } from '../schemas/chain.js'
import type { OftList, OftTransfer } from '../schemas/oft.js'
import type { Quote, QuoteRequest } from '../schemas/quote.js'
import type { EvmTransactionStep } from '../schemas/userStep.js'
import { runVerifiedSteps } from '../steps/run/index.js'
import type { ConfirmedWarnings, EngineParameters, ExecutionResult } from '../steps/types/index.js'
import { assertStepsSafe, readRecipientCode, readSenderCode } from '../steps/verify/index.js'
import { splitOftDust } from './oftAmount.js'
import type { OftDeploymentMemory } from './oftDeploymentMemory.js'
import { readOftEndpoint } from './oftEndpoint.js'
import { readOftToken } from './oftToken.js'
import { readOftQuotedFee } from './quotedFee.js'
import { oftSourceToken } from './sourceToken.js'
import { verifyOftTransfer } from './verifyOftTransfer.js'

export type ExecuteOftTransferParameters = Omit<EngineParameters, 'quote' | 'request'> & {
  client: Client
  /** What `/transfer` answered. */
  transfer: OftTransfer
  /** What was asked of `/transfer`. */
  oftRequest: OftTransferRequest
  /** From `/list`: what the send and the approval are verified against. */
  list: OftList
  /** From `/chains`: the source chain's id, the destination's type (chain names are chain keys). */
  chains: readonly Chain[]
  /** The user confirmed the warnings (dust that stays behind): all, or only those shown to them. */
  confirmedWarnings?: ConfirmedWarnings
  /** The OFTs earlier sends went through: a change in `/list` is asked about; this send's is kept. */
  deploymentMemory?: OftDeploymentMemory
  /** What is known of production: default vtkit's registry; another in its place; `null` for none. */
  registry?: ContractRegistry | null
}

/**
 * Runs an OFT send from the metadata service's `/transfer` with the step engine: the approval
 * (skipped when the allowance already covers it), then the send, with the same journal, resume,
 * rejection and one-run-at-a-time rules as a quote. Nothing reaches the wallet before
 * `verifyOftTransfer` passes. The record's `srcTxHash` is the send's hash.
 */
export function executeOftTransfer(
  parameters: ExecuteOftTransferParameters,
): Promise<ExecutionResult> {
  const { transfer, oftRequest, list, chains, walletAddress } = parameters
  const source = chains.find((chain) => chain.chainKey === oftRequest.srcChainName)
  const destination = chains.find((chain) => chain.chainKey === oftRequest.dstChainName)
  const chainId = source?.chainType === 'EVM' ? source.chainId : undefined
  const recipientType =
    destination?.chainType === 'EVM'
      ? 'EVM'
      : destination?.chainType === 'SOLANA'
        ? 'SOLANA'
        : undefined
  if (chainId === undefined || recipientType === undefined)
    return Promise.reject(
      new UnsafeStepError([
        {
          rule: 'oft-unknown-chain',
          stepIndex: -1,
          severity: 'refuse',
          message: `the kit does not know how to send from ${oftRequest.srcChainName} to ${oftRequest.dstChainName}`,
        },
      ]),
    )
  const { quote, request } = oftTransferAsQuote(parameters, chainId)
  const send = transfer.transactionData.populatedTransaction
  // Asked once per call (not per resume of a running send): what production is, what the OFT
  // itself charges, what it moves, the endpoint it sends through, and how much gas a block holds.
  const evm = parameters.executors.evm
  const reads = Promise.all([
    readOftQuotedFee(evm, { chainId, oft: send.to, sendData: send.data }),
    readOftToken(evm, { chainId, oft: send.to }),
    readOftEndpoint(evm, { chainId, oft: send.to }),
    evm?.getBlockGasLimit?.({ chainId }).catch(() => undefined),
    parameters.registry === undefined ? loadProductionRegistry() : parameters.registry,
    readRecipientCode(evm, { request, chains }),
    readSenderCode(evm, { request, chains }),
  ])
  const memory = parameters.deploymentMemory
  const onEvent: EngineParameters['onEvent'] = (event) => {
    // The contract a send went through is the one the next send is compared to.
    if (event.type === 'complete' && memory) {
      const found = listedDeployment(list, oftRequest)
      if (found) memory.remember(oftRequest.srcChainName, found.symbol, found.deployment)
    }
    parameters.onEvent?.(event)
  }
  return reads.then(([fee, token, endpoint, blockGasLimit, registry, recipientCode, senderCode]) =>
    runVerifiedSteps({ ...parameters, quote, request, onEvent }, () => {
      const findings = verifyOftTransfer({
        transfer,
        request: oftRequest,
        list,
        walletAddress,
        dstChainType: recipientType,
        endpointIds: parameters.client.endpointIds,
        quotedFee: fee ?? 'unreadable',
        onChainToken: token ?? 'unreadable',
        onChainEndpoint: endpoint ?? 'unreadable',
        blockGasLimit,
        recipientCode,
        senderCode,
        chainId,
        registry: registry ?? undefined,
        trustedDeployments: parameters.client.trustedDeployments,
        previousDeployments: memory?.get(),
        sourceChain: source,
        appChains: parameters.appChains,
      })
      assertStepsSafe(findings, { confirmedWarnings: parameters.confirmedWarnings })
    }),
  )
}

/**
 * The send as the engine (and `StepRunner`) sees it: a quote whose steps are the approval and the
 * send on the source chain (`chainId`), under `oftTransferId`, and the matching quote request.
 */
export function oftTransferAsQuote(
  {
    transfer,
    oftRequest,
    list,
    chains = [],
  }: Pick<ExecuteOftTransferParameters, 'transfer' | 'oftRequest' | 'list'> & {
    chains?: readonly Chain[]
  },
  chainId: number,
): { quote: Quote; request: QuoteRequest } {
  const { populatedTransaction: send, approvalTransaction: approval } = transfer.transactionData
  const entry = Object.values(list)
    .flat()
    .find((item) =>
      isSameAddress(item.deployments[oftRequest.srcChainName]?.address, oftRequest.oftAddress),
    )
  const source = entry?.deployments[oftRequest.srcChainName]
  const destinationName =
    chains.find((chain) => chain.chainKey === oftRequest.dstChainName)?.name ??
    oftRequest.dstChainName
  const step = (
    call: { to: string; data: string; gasLimit?: string | undefined; value?: string | undefined },
    description: string,
  ): EvmTransactionStep => ({
    type: 'TRANSACTION',
    chainType: 'EVM',
    chainKey: oftRequest.srcChainName,
    signerAddress: oftRequest.from,
    description,
    transaction: {
      encoded: {
        to: call.to,
        data: call.data,
        chainId,
        value: call.value ?? '0',
        ...(call.gasLimit === undefined ? {} : { gasLimit: call.gasLimit }),
      },
    },
  })
  const userSteps = [
    ...(approval
      ? [step(approval, `Approve ${entry?.name ?? 'the token'} for the OFT adapter`)]
      : []),
    step(send, `Send ${entry?.name ?? 'the OFT'} to ${destinationName}`),
  ]
  const sendable = source
    ? splitOftDust(BigInt(oftRequest.amount), source.localDecimals, entry?.sharedDecimals ?? 0)
        .sendable
    : BigInt(oftRequest.amount)
  const quote: Quote = {
    id: oftTransferId(transfer, oftRequest),
    routeSteps: [{ type: 'OFT', srcChainKey: oftRequest.srcChainName, description: '' }],
    fees: [],
    // What leaves the wallet: of the native coin, the amount without its dust (it stays).
    srcAmount: source?.type === 'NATIVE_OFT_ADAPTER' ? String(sendable) : oftRequest.amount,
    dstAmount: String(sendable),
    userSteps,
  }
  const request: QuoteRequest = {
    amount: oftRequest.amount,
    srcChainKey: oftRequest.srcChainName,
    srcTokenAddress: source ? oftSourceToken(source) : oftRequest.oftAddress,
    srcWalletAddress: oftRequest.from,
    dstChainKey: oftRequest.dstChainName,
    dstTokenAddress: entry?.deployments[oftRequest.dstChainName]?.address ?? '',
    dstWalletAddress: oftRequest.to,
  }
  return { quote, request }
}

/** The `/list` symbol and source deployment of the OFT a request sends through. */
function listedDeployment(list: OftList, request: OftTransferRequest) {
  for (const [symbol, entries] of Object.entries(list))
    for (const entry of entries) {
      const deployment = entry.deployments[request.srcChainName]
      if (isSameAddress(deployment?.address, request.oftAddress) && deployment)
        return { symbol, deployment }
    }
  return undefined
}

/**
 * The id an OFT send runs and is journaled under: the source chain, when `/transfer` built it,
 * and a digest of the send, so a reload finds it and two different sends never share one.
 */
export function oftTransferId(transfer: OftTransfer, request: OftTransferRequest): string {
  const created = transfer.created ?? transfer.metadata?.timestamps?.created ?? 0
  const send = transfer.transactionData.populatedTransaction
  return `oft_${request.srcChainName}_${created}_${digest(send.data)}`
}

/** Whether a journal record is an OFT send (the value transfer service's `/status` knows none). */
export function isOftTransferId(id: string): boolean {
  return id.startsWith('oft_')
}

/** FNV-1a of the send's data: two different sends built in the same millisecond differ. */
function digest(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
