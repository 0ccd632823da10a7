import type { OftTransferRequest } from '../actions/buildOftTransfer.js'
import type { StepFinding } from '../errors.js'
import type { ContractRegistry } from '../registry/contractRegistry.js'
import type { TrustedDeployments } from '../registry/types.js'
import type { Chain } from '../schemas/chain.js'
import type { OftList, OftTransfer } from '../schemas/oft.js'
import type { RecipientCode } from '../steps/types/index.js'
import type { SeenOftDeployment } from './oftDeploymentMemory.js'

// The rules an OFT send is checked by, and what the check takes.

/** Every rule `verifyOftTransfer` applies. Refusals stop the transfer; warnings need confirming. */
export const oftRules = [
  'oft-not-listed',
  'oft-no-destination',
  'oft-unknown-chain',
  'oft-chain-id-conflict',
  'oft-signer-mismatch',
  'oft-send-target',
  'oft-send-malformed',
  'oft-amount-mismatch',
  'oft-min-amount',
  'oft-recipient-mismatch',
  'oft-refund-not-sender',
  'oft-destination-endpoint',
  'oft-unknown-endpoint',
  'oft-value-not-fee',
  'oft-fee-above-quote',
  'oft-fee-unverified',
  'oft-token-mismatch',
  'oft-token-unverified',
  'oft-deployment-changed',
  'oft-unverified',
  'oft-contract-mismatch',
  'oft-endpoint-mismatch',
  'oft-gas-limit',
  'oft-lz-token-fee',
  'oft-unrequested-payload',
  'oft-executor-options',
  'oft-approval-not-needed',
  'oft-approval-target',
  'oft-approval-malformed',
  'oft-approval-spender',
  'oft-approval-amount',
  'oft-metadata-mismatch',
  'oft-dust',
  'recipient-cannot-receive',
  'recipient-has-code',
  'recipient-account-missing',
] as const

export type OftRule = (typeof oftRules)[number]

/** How far above the OFT's own quote a send's fee may be (gas prices move between build and send). */
export const FEE_TOLERANCE_PERCENT = 25n
export type OftCheck = StepFinding & { rule: OftRule }

export type VerifyOftTransferParameters = {
  /** What `/transfer` answered. */
  transfer: OftTransfer
  /** What was asked of `/transfer`. */
  request: OftTransferRequest
  /** From `/list`: the only contracts an OFT send may call or approve. */
  list: OftList
  /** The connected wallet: the sender. */
  walletAddress: string
  /** The destination chain's type, which decides how the recipient is encoded. */
  dstChainType: 'EVM' | 'SOLANA'
  /** LayerZero endpoint ids by chain key beyond the known table (`createClient({ endpointIds })`). */
  endpointIds?: Readonly<Record<string, number>>
  /**
   * What the OFT's own `quoteSend` charges for this send, read from the chain (`readOftQuotedFee`);
   * `unreadable` when it could not be read. Absent: not checked here (the engine reads it).
   */
  quotedFee?: bigint | 'unreadable'
  /**
   * What the OFT's own `token()` answers, read from the chain (`readOftToken`): that it moves what
   * `/list` says (the native coin, an inner token, itself). `unreadable` when it could not be read.
   * Absent: not checked here (the engine reads it).
   */
  onChainToken?: string | 'unreadable'
  /** The deployments earlier sends went through (`OftDeploymentMemory.get()`), by chain and symbol. */
  previousDeployments?: Readonly<Record<string, SeenOftDeployment>>
  /** The source chain's id: what the registry and the app's pins are looked up by. */
  chainId?: number
  /**
   * What vtkit knows of production (`await loadProductionRegistry()`): Stargate's pools and OFTs,
   * and each chain's LayerZero endpoint.
   */
  registry?: ContractRegistry | undefined
  /** OFTs the app pins per chain (`client.trustedDeployments[chain].ofts`). */
  trustedDeployments?: TrustedDeployments | undefined
  /**
   * The LayerZero endpoint the OFT sends through, by its own `endpoint()` read from the chain
   * (`readOftEndpoint`); `unreadable` when it could not be read. Absent: not checked here.
   */
  onChainEndpoint?: string | 'unreadable'
  /**
   * What is at the recipient on an EVM destination, read from the chain (`readRecipientCode`): a
   * contract there is a warning. Absent: not checked here (the engine reads it).
   */
  recipientCode?: RecipientCode | undefined
  /** What is at the sender on the source, read where it sends to its own address on an EVM chain. */
  senderCode?: RecipientCode | undefined
  /** The source chain's block gas limit (read from the chain): a send may not ask for more gas. */
  blockGasLimit?: bigint | undefined
  /**
   * The source chain as `/chains` gives it, and the app's own chains (its wagmi config): a chain
   * id they contradict is refused (`oft-chain-id-conflict`).
   */
  sourceChain?: Chain | undefined
  appChains?: readonly { id: number; name: string }[] | undefined
}
