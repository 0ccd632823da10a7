import { isSameAddress } from '../address.js'
import {
  keepsNothing,
  smartAccountMissing,
  smartAccountMissingMessage,
} from '../steps/verify/index.js'
import type { OftRule, VerifyOftTransferParameters } from './oftRules.js'

type AddOftFinding = (
  rule: OftRule,
  stepIndex: number,
  message: string,
  severity?: 'refuse' | 'warn',
) => void

/**
 * Who receives an OFT send, checked as the engine checks a quote's recipient: a token or an OFT
 * of `/list` (on any chain), a contract production knows, or an address that keeps nothing is
 * refused; a contract at the recipient on an EVM destination that is not the sender's own wallet
 * is a warning to confirm (an EIP-7702 account passes), and so is a smart account sending to its
 * own address on a chain where nothing is at that address.
 */
export function verifyOftRecipient(
  parameters: Pick<
    VerifyOftTransferParameters,
    'request' | 'list' | 'walletAddress' | 'registry' | 'recipientCode' | 'senderCode'
  >,
  sendIndex: number,
  add: AddOftFinding,
): void {
  const { request, walletAddress } = parameters
  const recipient = request.to
  const what = contractAt(recipient, parameters)
  if (what) {
    add(
      'recipient-cannot-receive',
      sendIndex,
      `the recipient ${recipient} is ${what}: funds sent there are lost`,
    )
    return
  }
  const own = isSameAddress(recipient, walletAddress) || isSameAddress(recipient, request.from)
  if (parameters.recipientCode === 'contract' && !own)
    add(
      'recipient-has-code',
      sendIndex,
      `the recipient ${recipient} is a contract on the destination chain: funds sent to a contract may be lost unless it can receive them`,
      'warn',
    )
  if (own && smartAccountMissing(parameters))
    add(
      'recipient-account-missing',
      sendIndex,
      smartAccountMissingMessage(recipient, parameters.recipientCode),
      'warn',
    )
}

function contractAt(
  address: string,
  { list, registry }: Pick<VerifyOftTransferParameters, 'list' | 'registry'>,
): string | undefined {
  const nobody = keepsNothing(address)
  if (nobody) return nobody
  const entries = Object.values(list).flat()
  const deployments = entries.flatMap((entry) =>
    Object.values(entry.deployments).map((deployment) => ({ name: entry.name, deployment })),
  )
  const oft = deployments.find(({ deployment }) => isSameAddress(deployment?.address, address))
  if (oft) return `${oft.name}'s OFT contract`
  if (deployments.some(({ deployment }) => isSameAddress(deployment?.innerToken, address)))
    return 'a token contract'
  const known = registry?.rows().find((row) => isSameAddress(row.address, address))
  if (known)
    return `${/^[aeiou]/.test(known.role) ? 'an' : 'a'} ${known.role} contract vtkit knows of production`
  return undefined
}
