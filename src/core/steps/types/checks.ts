import type { StepFinding } from '../../errors.js'
import type { ContractRegistry } from '../../registry/contractRegistry.js'
import type { TrustedDeployments } from '../../registry/types.js'
import type { Chain } from '../../schemas/chain.js'
import type { Quote, QuoteRequest } from '../../schemas/quote.js'
import type { Token } from '../../schemas/token.js'
import type { SignatureStep } from '../../schemas/userStep.js'

/** What every step check reads: the quote, what was asked, and the world it is checked against. */
export type StepCheckContext = {
  quote: Quote
  request: QuoteRequest
  chains: readonly Chain[]
  walletAddress?: string | undefined
  /** LayerZero endpoint ids beyond vtkit's table (`client.endpointIds`). */
  endpointIds?: Readonly<Record<string, number>> | undefined
  /** Circle CCTP domains beyond vtkit's table (`client.cctpDomains`). */
  cctpDomains?: Readonly<Record<string, number>> | undefined
  /** Verifiers for intent protocols vtkit does not know, by the typed data's primary type. */
  signatureVerifiers?: Readonly<Record<string, SignatureVerifier>> | undefined
  /** Inner multicall calls vtkit cannot read: a warning to confirm instead of a refusal. */
  allowOpaqueCalls?: boolean | undefined
  /** Addresses the app pins per chain (`client.trustedDeployments`): `/metadata` must agree. */
  trustedDeployments?: TrustedDeployments | undefined
  /**
   * What vtkit knows of production (`await loadProductionRegistry()`): its pools, messengers,
   * intent contracts and the service's own contracts pass with no finding, contradictions are
   * refused. Without it every contract the app does not pin is unknown (a warning to confirm).
   */
  registry?: ContractRegistry | undefined
  /**
   * The chains the app's wallet is set up for (wagmi's `config.chains`): a `/chains` that gives
   * one of them another id than the app's (matched by name or key) is refused.
   */
  appChains?: readonly { id: number; name: string }[] | undefined
  /**
   * What each bridge step's pool or OFT itself charges (`quoteSend`, read from the chain), by step
   * index; `unreadable` where it could not be read. The send's fee may not be above it.
   */
  bridgeFees?: Readonly<Record<number, bigint | 'unreadable'>> | undefined
  /** Each EVM chain's block gas limit (read from the chain), by chain id: no step may ask for more. */
  blockGasLimits?: Readonly<Record<number, bigint>> | undefined
  /** The deployments seen at the last transfer (trust on first use): a change needs confirming. */
  previousDeployments?: TrustedDeployments | undefined
  /**
   * The token catalogue (the quote response's `tokens` and `/tokens`): the decimals in which what
   * the bridge guarantees is compared with the quote (without them, that is said as a warning),
   * symbols for the messages, and USD prices the fee list is compared to `feeUsd` with.
   */
  prices?: readonly Token[] | undefined
  /**
   * The decimals of the tokens sent and received as their contracts answer on chain, by
   * `chainKey:address` (lower case): they win over the token list's.
   */
  tokenDecimals?: Readonly<Record<string, number>> | undefined
  /** EVM contracts read to have no code on chain (see `findCodelessContracts`), by chain key. */
  codelessContracts?: Readonly<Record<string, readonly string[]>> | undefined
  /**
   * What is at the recipient on an EVM destination, read from the chain (`readChainFacts`): a
   * contract there that is not the user's own wallet is a warning to confirm.
   */
  recipientCode?: RecipientCode | undefined
  /**
   * What is at the sender on an EVM source, read where it sends to its own address on another
   * EVM chain (`readChainFacts`): a smart account there with nothing at that address on the
   * destination is a warning to confirm.
   */
  senderCode?: RecipientCode | undefined
  /** The clock (epoch ms), for order end times. */
  now?: number | undefined
}

/** At an address on chain: no code, an EIP-7702 account (a delegation), or a contract. */
export type RecipientCode = 'none' | 'delegated' | 'contract'

/** Every rule `verifyUserSteps` applies. Refusals stop the transfer; warnings need the user's confirmation. */
export const stepRules = [
  // The invariants of value, checked on the ledger read from the steps' calldata.
  'ledger-other-asset',
  'ledger-sent-mismatch',
  'approval-above-amount',
  'ledger-unaccounted',
  'ledger-minimum-out',
  'ledger-decimals-unknown',
  'ledger-fee-excessive',
  'ledger-fee-unverified',
  // Who receives.
  'recipient-cannot-receive',
  'recipient-has-code',
  'recipient-account-missing',
  // Where each step goes, and who it trusts.
  'approve-spender-is-multicall',
  'approve-spender-not-delegate',
  'approve-spender-not-intent-contract',
  'approve-native-coin',
  'approve-data-malformed',
  'bridge-target-not-multicall',
  'batch-unreadable',
  'batch-quote-id',
  'batch-pull',
  'batch-approve',
  'batch-bridge',
  'batch-opaque-call',
  'batch-value',
  'signature-type-unsupported',
  'signature-dangerous-type',
  'signature-unknown-schema',
  'signature-not-intent-route',
  'intent-order-mismatch',
  'step-grammar',
  'starknet-call',
  'solana-unreadable',
  'solana-fee-payer',
  'solana-program',
  'solana-instruction',
  'rebuilt-step-changed',
  'chain-id-mismatch',
  'chain-id-unknown',
  'chain-id-conflict',
  'gas-limit-too-high',
  'chain-type-mismatch',
  'unknown-chain',
  'no-deployments',
  'deployments-suspicious',
  'deployments-untrusted',
  'deployments-changed',
  'deployments-unrecognised',
  'deployments-unknown',
  'bridge-contract-unverified',
  'intent-contract-unverified',
  'signer-mismatch',
  'value-on-other-chain',
  'fees-disagree-with-fee-usd',
  'deployment-no-code',
  'quote-amount-mismatch',
  'quote-id-reused',
  'unknown-step-type',
  'no-steps',
  'no-executor',
  'no-checks',
  'step-on-other-chain',
  'unknown-endpoint',
] as const

export type StepRule = (typeof stepRules)[number]

/** Records a finding of a rule on a step (`-1`: the quote as a whole). */
export type AddFinding = (
  rule: StepRule,
  stepIndex: number,
  severity: 'refuse' | 'warn',
  message: string,
) => void

/** What a registered verifier sees of a signature step; it returns the problems it finds. */
export type SignatureVerifierInput = StepCheckContext & {
  step: SignatureStep
  primaryType: string
  message: Record<string, unknown>
  verifyingContract: string | undefined
}
export type SignatureVerifier = (input: SignatureVerifierInput) => string[]

/**
 * What the user confirmed: every warning (`true`), or the warnings shown to them (a list, matched
 * by rule and step: the words may name an amount more exactly once the catalogue is in), so that
 * a confirmation given for one set of warnings never lets through another kind.
 */
export type ConfirmedWarnings = boolean | readonly StepFinding[]
