import { isNativeTokenAddress, isSameAddress, SOLANA_NATIVE_MINT } from '../../address.js'
import type { Metadata } from '../../schemas/metadata.js'
import { isEvmTransaction } from '../../schemas/userStep.js'
import type { AddFinding, RecipientCode, StepCheckContext } from '../types/index.js'
import { decodeBatch } from './batchCalls.js'
import { chainIdConflict } from './chainIdentity.js'
import { solanaPrograms } from './solanaPrograms.js'

const ZERO_ADDRESS = /^0x0{40}$/
const SOLANA_SYSTEM_PROGRAM = '11111111111111111111111111111111'
const SOLANA_INCINERATOR = '1nc1nerator11111111111111111111111111111111'

/**
 * The destination's endpoint id and CCTP domain are read from its chain: a `/chains` that gives
 * the destination another chain's id would route the funds to a chain the user never chose.
 */
export function verifyDestinationChain(parameters: StepCheckContext, add: AddFinding): void {
  const { request, chains } = parameters
  if (request.dstChainKey === request.srcChainKey) return
  const destination = chains.find((chain) => chain.chainKey === request.dstChainKey)
  const conflict = destination && chainIdConflict(parameters, destination)
  if (conflict) add('chain-id-conflict', -1, 'refuse', conflict)
}

/**
 * Who receives (`dstWalletAddress`, which the ledger checks the bridged funds go to) checked as a
 * place funds can be kept: a token contract, or a contract the transfer or production uses (a
 * pool, a messenger, the service's multicall or delegate, a step's target), the zero address, a
 * precompile, a burn address or Solana's System Program keeps nothing for anyone and is refused. A contract at the recipient on the destination that
 * is not the user's own wallet is a warning to confirm: it may not be able to pass funds on.
 */
export function verifyRecipient(
  parameters: StepCheckContext & { metadata: Metadata },
  add: AddFinding,
): void {
  const { request } = parameters
  const recipient = request.dstWalletAddress
  if (typeof recipient !== 'string' || recipient === '') return
  const what = knownContractAt(recipient, parameters)
  if (what) {
    add(
      'recipient-cannot-receive',
      -1,
      'refuse',
      `the recipient ${recipient} is ${what}: funds sent there are lost`,
    )
    return
  }
  const own =
    isSameAddress(recipient, request.srcWalletAddress) ||
    isSameAddress(recipient, parameters.walletAddress)
  if (parameters.recipientCode === 'contract' && !own)
    add(
      'recipient-has-code',
      -1,
      'warn',
      `the recipient ${recipient} is a contract on the destination chain: funds sent to a contract may be lost unless it can receive them`,
    )
  if (own && smartAccountMissing(parameters))
    add(
      'recipient-account-missing',
      -1,
      'warn',
      smartAccountMissingMessage(recipient, parameters.recipientCode),
    )
}

/**
 * The sender's own address as the recipient, where the sender is a contract on the source (a
 * smart account, not an EIP-7702 account) and nothing is at that address on the destination, or
 * the destination could not be read: whoever controls it there is not the sender's key. The
 * classic loss of a Safe bridged to a chain it was never deployed on.
 */
export const smartAccountMissing = (codes: {
  senderCode?: RecipientCode | undefined
  recipientCode?: RecipientCode | undefined
}) =>
  codes.senderCode === 'contract' &&
  codes.recipientCode !== 'contract' &&
  codes.recipientCode !== 'delegated'

export const smartAccountMissingMessage = (
  address: string,
  recipientCode: RecipientCode | undefined,
) =>
  `your wallet ${address} is a smart contract on the source chain, and ${recipientCode === 'none' ? 'there is none at that address on the destination' : 'whether it exists at that address on the destination could not be read'}: funds sent there may be out of your reach`

/**
 * What `address` is where no one can hold funds there, whatever the transfer: the zero address, a
 * precompile, a burn address, a Solana program (the System, Token, Token-2022 and Associated Token
 * programs among them) or the wrapped-SOL mint, the native coin's stand-in.
 */
export function keepsNothing(address: string): string | undefined {
  if (ZERO_ADDRESS.test(address)) return 'the zero address'
  // 0x01-0x11 (the BLS12-381 ones of Prague included) and P-256's 0x100.
  if (/^0x0{36}(?:0{3}[1-9a-fA-F]|001[01]|0100)$/.test(address)) return 'a precompiled contract'
  if (/^0x0{36}dead$/i.test(address) || address === SOLANA_INCINERATOR) return 'a burn address'
  if (address === SOLANA_SYSTEM_PROGRAM) return 'Solana’s System Program'
  if (Object.values(solanaPrograms).includes(address as never)) return 'a Solana program'
  if (address === SOLANA_NATIVE_MINT) return 'the wrapped-SOL mint (a token, not a wallet)'
  if (isNativeTokenAddress(address)) return 'the address that stands for the native coin'
  return undefined
}

/** What `address` is, where it is a token or a contract the transfer or production uses. */
function knownContractAt(
  address: string,
  parameters: StepCheckContext & { metadata: Metadata },
): string | undefined {
  const { request, quote, metadata, prices = [], registry } = parameters
  const nobody = keepsNothing(address)
  if (nobody) return nobody
  const tokens = [
    ...prices.map((token) => token.address),
    request.srcTokenAddress,
    request.dstTokenAddress,
  ]
  if (tokens.some((token) => isSameAddress(token, address))) return 'a token contract'
  for (const entry of Object.values(metadata)) {
    const deployments = entry?.deployments
    if (
      isSameAddress(deployments?.multicall?.address, address) ||
      isSameAddress(deployments?.transferDelegate?.address, address)
    )
      return 'one of the service’s own contracts'
  }
  // The steps' own targets, and what their batches call (pools, messengers, OFTs).
  const targets = quote.userSteps.flatMap((step) =>
    isEvmTransaction(step)
      ? [
          step.transaction.encoded.to,
          ...(decodeBatch(step.transaction.encoded.data)?.calls.map((call) => call.target) ?? []),
        ]
      : [],
  )
  if (targets.some((target) => isSameAddress(target, address)))
    return 'a contract this transfer calls'
  const known = registry?.rows().find((row) => isSameAddress(row.address, address))
  if (known)
    return `${/^[aeiou]/.test(known.role) ? 'an' : 'a'} ${known.role} contract vtkit knows of production`
  return undefined
}
