import { isNativeTokenAddress, isSameAddress, NATIVE_TOKEN_ADDRESS } from '../../address.js'
import type { StepFinding } from '../../errors.js'
import { findIntentOrder } from '../../intent/order.js'
import { chainTypeLabel } from '../../labels.js'
import type { Chain, ChainType } from '../../schemas/chain.js'
import type { Metadata } from '../../schemas/metadata.js'
import { type EvmTransactionStep, isUnknownStep, type UserStep } from '../../schemas/userStep.js'
import type {
  AddFinding,
  LedgerRecorder,
  SolanaChecks,
  StarknetChecks,
  StepCheckContext,
  StepRule,
  StepVerifier,
  ValueLedger,
} from '../types/index.js'
import { chainIdConflict } from './chainIdentity.js'
import { decodeCall } from './decodeCall.js'
import { verifyDeployments } from './deployments.js'
import { verifyDestinationChain, verifyRecipient } from './destinationChecks.js'
import { verifyFeesAgainstFeeUsd } from './feeUsd.js'
import { gasLimitProblem } from './gasLimit.js'
import { assetOf } from './ledger/assets.js'
import { ledgerFacts } from './ledger/currency.js'
import { checkLedger } from './ledger/invariants.js'
import { readBatch } from './ledger/readBatch.js'
import { readIntentOrder } from './ledger/readIntent.js'
import { createLedgerRecorder } from './ledger/recorder.js'
import { verifySignatureStep } from './signaturePolicy.js'
import { verifyStepGrammar } from './stepGrammar.js'

export { type StepRule, stepRules } from '../types/index.js'
export { assertStepsSafe } from './assertStepsSafe.js'

export type StepCheck = StepFinding & { rule: StepRule }

/** What `verifyUserSteps` finds, and the ledger of value it found it on. */
export type VerifyUserStepsReturnType = {
  /** Every finding; none means safe. */
  findings: StepCheck[]
  /** What the steps move, read from their calldata: what the user is to be shown. */
  ledger: ValueLedger
}

export type VerifyUserStepsParameters = StepCheckContext & {
  /** From `/metadata`: the only addresses a step may approve or call. */
  metadata: Metadata
  /** Chain types the caller can execute; default all three. */
  supportedChainTypes?: readonly ChainType[]
  /** Warnings the integrator turns into refusals (for example `approval-above-amount`). */
  escalate?: readonly StepRule[]
  /**
   * How to read Solana and Starknet steps (`solanaChecks`, `starknetChecks`; the engine takes
   * them from the executors). A step of either kind without them is refused unread.
   */
  chainChecks?: { solana?: SolanaChecks | undefined; starknet?: StarknetChecks | undefined }
}

/**
 * Checks a quote's user steps against `/metadata` and `/chains` before any wallet sees them: where
 * each step goes, and what it moves. The steps' calldata is read into a ledger of value (what is
 * bridged, paid, returned, held), and the invariants of value are checked on it. Returns every
 * finding (none means safe) and the ledger; nothing here calls a wallet or the network.
 */
export function verifyUserSteps(parameters: VerifyUserStepsParameters): VerifyUserStepsReturnType {
  const { quote, request, escalate = [] } = parameters
  const findings: StepCheck[] = []
  const add = (rule: StepRule, stepIndex: number, severity: 'refuse' | 'warn', message: string) => {
    findings.push({
      rule,
      stepIndex,
      severity: escalate.includes(rule) ? 'refuse' : severity,
      message,
    })
  }
  if (
    /^\d+$/.test(quote.srcAmount) &&
    /^\d+$/.test(request.amount) &&
    BigInt(quote.srcAmount) > BigInt(request.amount)
  ) {
    add(
      'quote-amount-mismatch',
      -1,
      'refuse',
      `the quote takes ${quote.srcAmount}, more than the ${request.amount} you asked to send`,
    )
  }
  if (quote.userSteps.length === 0 && !quote.userStepsPending) {
    add('no-steps', -1, 'refuse', 'the quote holds no step to execute')
  }
  if (quote.userStepsPending) verifyPendingSource(parameters, add)
  const recorder = createLedgerRecorder()
  quote.userSteps.forEach((step, index) => {
    verifyStep(step, index, parameters, add, recorder)
  })
  verifyStepGrammar(
    quote,
    parameters.chains.find((chain) => chain.chainKey === request.srcChainKey),
    add,
  )
  verifyDestinationChain(parameters, add)
  verifyRecipient(parameters, add)
  verifyValueOnOtherChains(parameters, add)
  const built = recorder.build(
    quote.userSteps.map((step, index) => ({ index, contract: contractOf(step) })),
  )
  const ledger = { ...built, ...ledgerFacts(parameters, built) }
  checkLedger(ledger, parameters, add)
  verifyFeesAgainstFeeUsd(parameters, add)
  return { findings, ledger }
}

/**
 * A quote whose steps come later (from `/build-user-steps`): refused before it is built when it was
 * asked for another wallet, or starts on a chain type the app cannot sign.
 */
function verifyPendingSource(parameters: VerifyUserStepsParameters, add: AddFinding): void {
  const {
    request,
    chains,
    walletAddress,
    supportedChainTypes = ['EVM', 'SOLANA', 'STARKNET'],
  } = parameters
  if (walletAddress !== undefined && !isSameAddress(request.srcWalletAddress, walletAddress))
    add(
      'signer-mismatch',
      -1,
      'refuse',
      `the quote was asked for ${request.srcWalletAddress}, not the connected wallet ${walletAddress}`,
    )
  const source = chains.find((chain) => chain.chainKey === request.srcChainKey)
  if (source && !supportedChainTypes.includes(source.chainType as ChainType))
    add(
      'no-executor',
      -1,
      'refuse',
      `this app cannot sign ${chainTypeLabel(source.chainType)} transactions, where this transfer starts`,
    )
}

function verifyStep(
  step: UserStep,
  index: number,
  parameters: VerifyUserStepsParameters,
  add: AddFinding,
  ledger: LedgerRecorder,
): void {
  const {
    chains,
    request,
    walletAddress,
    supportedChainTypes = ['EVM', 'SOLANA', 'STARKNET'],
  } = parameters
  if (isUnknownStep(step)) {
    if (step.type === 'TRANSACTION' && step.chainType !== undefined)
      add(
        'no-executor',
        index,
        'refuse',
        `step ${index + 1} is a ${chainTypeLabel(step.chainType)} transaction, which vtkit cannot sign`,
      )
    else
      add(
        'unknown-step-type',
        index,
        'refuse',
        `step ${index + 1} is of a kind vtkit does not know ("${step.type}")`,
      )
    return
  }
  const chain = chains.find((item) => item.chainKey === step.chainKey)
  if (!chain) {
    add(
      'unknown-chain',
      index,
      'refuse',
      `step ${index + 1} runs on "${step.chainKey}", a chain the service does not list`,
    )
    return
  }
  const chainType = step.type === 'SIGNATURE' ? 'EVM' : step.chainType
  if (step.type === 'TRANSACTION' && step.chainType !== chain.chainType) {
    add(
      'chain-type-mismatch',
      index,
      'refuse',
      `step ${index + 1} is a ${step.chainType} transaction for ${chain.name}, a ${chain.chainType} chain`,
    )
    return
  }
  if (!supportedChainTypes.includes(chainType as ChainType)) {
    add(
      'no-executor',
      index,
      'refuse',
      `this app cannot sign ${chainType} transactions (step ${index + 1})`,
    )
  }
  const conflict = chainIdConflict(parameters, chain)
  if (conflict) {
    // A /chains that moves a chain's key to another chain would send its steps (and the app's
    // pins for it) to a chain the user never chose.
    add('chain-id-conflict', index, 'refuse', conflict)
    return
  }
  if (walletAddress !== undefined && !isSameAddress(step.signerAddress, walletAddress)) {
    add(
      'signer-mismatch',
      index,
      'refuse',
      `step ${index + 1} must be signed by ${step.signerAddress}, not by the connected wallet`,
    )
  }
  if (step.chainKey !== request.srcChainKey) {
    add(
      'step-on-other-chain',
      index,
      'warn',
      `step ${index + 1} runs on ${chain.name}, not on the source chain`,
    )
  }
  if (step.type === 'SIGNATURE') {
    verifySignatureStep(step, index, chain, parameters, add)
    if (step.chainKey === request.srcChainKey) readIntentOrder(step, index, parameters, ledger)
  } else if (step.chainType === 'EVM')
    verifyEvmTransaction(step, index, chain, parameters, add, ledger)
  else {
    const checks =
      step.chainType === 'SOLANA'
        ? parameters.chainChecks?.solana
        : parameters.chainChecks?.starknet
    if (checks)
      (checks.verifyStep as StepVerifier<typeof step>)(step, index, parameters, add, ledger)
    // Said once: a chain type the app cannot sign is already refused above.
    else if (supportedChainTypes.includes(chainType))
      add(
        'no-checks',
        index,
        'refuse',
        `step ${index + 1} is a ${chainTypeLabel(chainType)} transaction, and this app gives vtkit no way to read it (its ${chainTypeLabel(chainType)} executor has no checks)`,
      )
  }
}

function verifyEvmTransaction(
  step: EvmTransactionStep,
  index: number,
  chain: Chain,
  parameters: VerifyUserStepsParameters,
  add: AddFinding,
  ledger: LedgerRecorder,
): void {
  const { metadata, request, quote, walletAddress, chains } = parameters
  const { to, data, chainId, from, gasLimit, value } = step.transaction.encoded
  const gasProblem = gasLimitProblem(gasLimit, parameters.blockGasLimits?.[chainId])
  if (gasProblem) add('gas-limit-too-high', index, 'refuse', `step ${index + 1} ${gasProblem}`)
  if (chain.chainId === undefined) {
    // /chains may omit it; without it the step's chain id could be any chain's.
    add(
      'chain-id-unknown',
      index,
      'refuse',
      `step ${index + 1} runs on ${chain.name}, whose chain id neither the service nor this app gives, so it cannot be checked`,
    )
  } else if (chainId !== chain.chainId) {
    add(
      'chain-id-mismatch',
      index,
      'refuse',
      `step ${index + 1} targets chain id ${chainId}, but ${chain.name} is ${chain.chainId}`,
    )
  }
  if (from !== undefined && walletAddress !== undefined && !isSameAddress(from, walletAddress)) {
    add(
      'signer-mismatch',
      index,
      'refuse',
      `step ${index + 1} is sent from ${from}, not from the connected wallet`,
    )
  }
  const deployments = metadata[step.chainKey]?.deployments
  const multicall = deployments?.multicall?.address
  const delegate = deployments?.transferDelegate?.address
  if (!multicall || !delegate) {
    add(
      'no-deployments',
      index,
      'refuse',
      `the service publishes no contracts for ${chain.name}, so step ${index + 1} cannot be checked`,
    )
    return
  }
  if (!verifyDeployments(step.chainKey, chainId, { multicall, delegate }, index, parameters, add))
    return
  const call = decodeCall(data)
  if (call.kind === 'malformed') {
    add(
      'approve-data-malformed',
      index,
      'refuse',
      `step ${index + 1} carries an approval that cannot be read: ${call.reason}`,
    )
    return
  }
  if (call.kind === 'other' && isSameAddress(to, multicall)) {
    readBatch(step, index, { multicall, delegate }, parameters, add, ledger)
    return
  }
  // Native coin handed to anything but the multicall's batch goes where nothing accounts for it.
  const sent = BigInt(value ?? '0')
  if (sent > 0n)
    ledger.entry({
      kind: 'diverted',
      stepIndex: index,
      asset: assetOf(chains, step.chainKey, NATIVE_TOKEN_ADDRESS),
      amount: sent,
      to,
    })
  if (call.kind === 'other') {
    add(
      'bridge-target-not-multicall',
      index,
      'refuse',
      `step ${index + 1} calls ${to}, not the service's multicall contract`,
    )
    return
  }
  // On any chain: an approval of another chain's token is one the transfer does not need.
  ledger.approval({
    stepIndex: index,
    asset: assetOf(chains, step.chainKey, to),
    spender: call.spender,
    amount: call.amount,
  })
  if (isNativeTokenAddress(request.srcTokenAddress)) {
    add(
      'approve-native-coin',
      index,
      'refuse',
      `step ${index + 1} asks for an approval, but the native coin needs none`,
    )
  }
  // An intent route approves its intent contract (the order's verifying contract); every other
  // route approves the chain's transfer delegate. The multicall is never a spender.
  const intent = findIntentOrder(quote.userSteps)
  const allowed = intent ? 'the intent contract you sign the order for' : 'the transfer delegate'
  if (isSameAddress(call.spender, multicall)) {
    add(
      'approve-spender-is-multicall',
      index,
      'refuse',
      `step ${index + 1} would let the multicall contract spend your tokens; only ${allowed} may`,
    )
  } else if (intent && !isSameAddress(call.spender, intent.verifyingContract)) {
    add(
      'approve-spender-not-intent-contract',
      index,
      'refuse',
      `step ${index + 1} would let ${call.spender} spend your tokens; only ${allowed} may`,
    )
  } else if (!intent && !isSameAddress(call.spender, delegate)) {
    add(
      'approve-spender-not-delegate',
      index,
      'refuse',
      `step ${index + 1} would let ${call.spender} spend your tokens; only ${allowed} may`,
    )
  }
}

/** Native coin on a step on another chain than the source: no quote prices it. */
function verifyValueOnOtherChains(parameters: VerifyUserStepsParameters, add: AddFinding): void {
  const { quote, request } = parameters
  quote.userSteps.forEach((step, index) => {
    if (!isEvmTransaction(step) || step.chainKey === request.srcChainKey) return
    const value = BigInt(step.transaction.encoded.value ?? '0')
    if (value > 0n)
      add(
        'value-on-other-chain',
        index,
        'refuse',
        `step ${index + 1} sends ${value} of ${step.chainKey}'s native coin, which the quote never priced`,
      )
  })
}

/** What a step calls, for the ledger's note of a step it could not read. */
function contractOf(step: UserStep): string {
  if (isEvmTransaction(step)) return step.transaction.encoded.to
  if (!isUnknownStep(step) && step.type === 'SIGNATURE')
    return String(step.signature.typedData.domain.verifyingContract ?? '')
  return String(step.type)
}

function isEvmTransaction(step: UserStep): step is EvmTransactionStep {
  return !isUnknownStep(step) && step.type === 'TRANSACTION' && step.chainType === 'EVM'
}
