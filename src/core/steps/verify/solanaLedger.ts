import { isNativeCoin, SOLANA_NATIVE_MINT } from '../../address.js'
import type { Metadata } from '../../schemas/metadata.js'
import type { SolanaTransactionStep } from '../../schemas/userStep.js'
import { isAssociatedTokenAccount } from '../../solana/associatedTokenAccount.js'
import { decodeSolanaTransaction, type SolanaInstruction } from '../../solana/message.js'
import type { AddFinding, LedgerAsset, LedgerRecorder, StepCheckContext } from '../types/index.js'
import { pinsFor, verifyDeployments } from './deployments.js'
import { routeDeposit } from './ledger/bridgedAmounts.js'
import {
  MAX_PRIORITY_FEE_LAMPORTS,
  priorityFee,
  solanaPrograms,
  TOKEN_ACCOUNT_RENT_LAMPORTS,
} from './solanaPrograms.js'

const SYSTEM_TRANSFER = 2
/** SPL Token (and Token-2022) instructions that move tokens or hand over control. */
const TOKEN_TRANSFER = 3
const TOKEN_APPROVE = 4
const TOKEN_SET_AUTHORITY = 6
const TOKEN_CLOSE_ACCOUNT = 9
const TOKEN_TRANSFER_CHECKED = 12
const TOKEN_APPROVE_CHECKED = 13
const TOKEN_SYNC_NATIVE = 17

const knownPrograms = new Set<string>(Object.values(solanaPrograms))

/** The accounts of the route on a chain: what `/metadata` publishes for it. */
function routeAccounts(metadata: Metadata, chainKey: string): string[] {
  const deployments = metadata[chainKey]?.deployments
  return [deployments?.multicall?.address, deployments?.transferDelegate?.address].filter(
    (address): address is string => typeof address === 'string',
  )
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

type Reading = {
  wallet: string
  route: readonly string[]
  chainKey: string
  index: number
  ledger: LedgerRecorder
  /** SOL paid to the route's accounts, by account. */
  lamports: Map<string, bigint>
  /** The route accounts paid (themselves or through their token accounts). */
  paid: Set<string>
  /** Token accounts tokens are paid into, and token accounts the transaction opens (by times). */
  tokenDestinations: Set<string>
  opened: Map<string, number>
}

/**
 * What a Solana transaction does, instruction by instruction, written into the ledger: SOL and
 * tokens paid to the route's accounts (or their associated token accounts), approvals, the rent
 * of token accounts opened for the route, the priority fee. Only Solana's own programs may run
 * (System, Token, Token-2022, Associated Token, Compute Budget, Memo): production runs no program
 * of the route, and a program vtkit cannot read, signed for by the wallet, could do anything with
 * that signature. The wallet pays the fees alone; nothing moves to anyone but the route; no
 * authority changes hands, no account closes in someone else's favour. Where the route account
 * sends what it is paid is not in the transaction: the ledger says so.
 */
export function verifySolanaTransaction(
  step: SolanaTransactionStep,
  index: number,
  context: StepCheckContext & { metadata: Metadata },
  add: AddFinding,
  ledger: LedgerRecorder,
): void {
  const label = `step ${index + 1}`
  const message = decodeSolanaTransaction(step.transaction.encoded.data)
  if (!message) {
    add('solana-unreadable', index, 'refuse', `${label} is not a Solana transaction vtkit can read`)
    return
  }
  const wallet = context.walletAddress ?? step.signerAddress
  if (message.feePayer !== wallet || message.requiredSignatures !== 1) {
    add(
      'solana-fee-payer',
      index,
      'refuse',
      `${label} is paid for or co-signed by ${message.feePayer}, not by your wallet alone`,
    )
  }
  const route = routeAccounts(context.metadata, step.chainKey)
  const [multicall, delegate] = route
  if (
    multicall &&
    delegate &&
    !verifyDeployments(step.chainKey, undefined, { multicall, delegate }, index, context, add)
  )
    return
  const reading: Reading = {
    wallet,
    route,
    chainKey: step.chainKey,
    index,
    ledger,
    lamports: new Map(),
    paid: new Set(),
    tokenDestinations: new Set(),
    opened: new Map(),
  }
  message.instructions.forEach((instruction, position) => {
    const where = `${label}, instruction ${position + 1}`
    if (!knownPrograms.has(instruction.programId)) {
      add(
        'solana-program',
        index,
        'refuse',
        route.includes(instruction.programId)
          ? `${where} runs ${instruction.programId}, which the service names as its route's account: production runs no program of its own, and vtkit cannot read what this one would do with your signature`
          : `${where} runs the program ${instruction.programId}, which is not one of Solana's own: vtkit cannot read what it would do with your signature`,
      )
      return
    }
    const problem = readInstruction(instruction, reading, context)
    if (problem) add('solana-instruction', index, 'refuse', `${where} ${problem}`)
  })
  for (const [account, times] of reading.opened)
    if (times > 1 || !reading.tokenDestinations.has(account))
      add(
        'solana-instruction',
        index,
        'refuse',
        times > 1
          ? `${label} opens the token account ${account} ${times} times`
          : `${label} opens the token account ${account} for the route at your expense, but pays nothing into it`,
      )
  recordLamports(reading, context)
  const fee = priorityFee(message.instructions)
  if (fee > MAX_PRIORITY_FEE_LAMPORTS)
    add(
      'solana-instruction',
      index,
      'refuse',
      `${label} pays a priority fee of ${fee} lamports to the validator, far above what a transfer needs`,
    )
  if (fee > 0n)
    ledger.entry({
      kind: 'fee',
      fee: 'priority',
      stepIndex: index,
      asset: sol(step.chainKey),
      amount: fee,
      to: 'the validator',
      receiverKnown: true,
      bound: 'kit',
    })
  // Production's step runs no program of the route: what vouches for the account it pays is
  // production's record or the app's pins, and an account neither names is for the user to confirm.
  const pins = pinsFor(context, step.chainKey, undefined)
  for (const account of reading.paid) {
    ledger.unread({ stepIndex: index, what: 'solana-route', contract: account })
    const vouched =
      pins?.multicall === account ||
      pins?.transferDelegate === account ||
      context.registry?.solanaRouteAccount(account) !== undefined
    if (!vouched)
      add(
        'bridge-contract-unverified',
        index,
        'warn',
        `${label} pays ${account}, which the service names as its route on ${step.chainKey}; neither production's record nor this app's pins name it`,
      )
  }
}

const sol = (chainKey: string): LedgerAsset => ({
  chainKey,
  address: SOLANA_NATIVE_MINT,
  native: true,
})

/**
 * SOL paid to the route: for a SOL transfer, the amount is what crosses and the rest a fee; for a
 * token, all of it is a fee (held to vtkit's ceiling by the ledger's invariants).
 */
function recordLamports(reading: Reading, context: StepCheckContext): void {
  const { request, quote } = context
  const nativeSource = isNativeCoin(request.srcTokenAddress, 'SOLANA')
  let principal = nativeSource && /^\d+$/.test(quote.srcAmount) ? BigInt(quote.srcAmount) : 0n
  for (const [account, lamports] of reading.lamports) {
    const crossing = lamports < principal ? lamports : principal
    principal -= crossing
    if (crossing > 0n) bridged(reading, context, sol(reading.chainKey), crossing, account)
    if (lamports > crossing)
      reading.ledger.entry({
        kind: 'fee',
        fee: 'route',
        stepIndex: reading.index,
        asset: sol(reading.chainKey),
        amount: lamports - crossing,
        to: account,
        receiverKnown: context.registry?.solanaRouteAccount(account) !== undefined,
        bound: 'none',
      })
  }
}

function bridged(
  reading: Reading,
  context: StepCheckContext,
  asset: LedgerAsset,
  amount: bigint,
  via: string,
): void {
  const { request } = context
  reading.ledger.entry(routeDeposit(request, { stepIndex: reading.index, asset, amount, via }))
}

/**
 * Reads an instruction of one of Solana's programs into the ledger; returns why it is refused, or
 * undefined. Tokens may go to a route account's associated token account (production pays it,
 * creating it at the wallet's expense when it does not exist yet), never to anyone else's; which
 * token moves is read from the instruction (`TransferChecked` names its mint) or, for a plain
 * `Transfer`, from the wallet's own token account it moves from.
 */
function readInstruction(
  instruction: SolanaInstruction,
  reading: Reading,
  context: StepCheckContext,
): string | undefined {
  const { route, wallet, ledger, index, chainKey } = reading
  const [kind] = instruction.data
  const toRoute = (account: string | undefined) => account !== undefined && route.includes(account)
  const tokenProgram = instruction.programId
  /** The route account paid: itself, or the owner of the associated token account paid. */
  const routeOwnerOf = (account: string | undefined, mint: string) => {
    if (account === undefined || toRoute(account)) return account
    return route.find((owner) => isAssociatedTokenAccount(account, { owner, mint, tokenProgram }))
  }
  /** The mint a wallet token account holds, where it is the wallet's associated one of the token sent. */
  const mintOfWalletAccount = (account: string | undefined) => {
    const mint = context.request.srcTokenAddress
    return account !== undefined &&
      isAssociatedTokenAccount(account, { owner: wallet, mint, tokenProgram })
      ? mint
      : undefined
  }
  if (instruction.programId === solanaPrograms.system) {
    const code =
      instruction.data.length >= 4
        ? new DataView(instruction.data.buffer, instruction.data.byteOffset, 4).getUint32(0, true)
        : -1
    if (code !== SYSTEM_TRANSFER || instruction.data.length !== 12)
      return 'is a System instruction other than a SOL transfer (it could hand your account over)'
    const to = instruction.accounts[1]
    if (to === undefined || !toRoute(to))
      return `sends SOL to ${to ?? 'an account from a lookup table'}, not to the route`
    reading.lamports.set(to, (reading.lamports.get(to) ?? 0n) + (u64(instruction.data, 4) ?? 0n))
    reading.paid.add(to)
    return undefined
  }
  if (
    instruction.programId === solanaPrograms.token ||
    instruction.programId === solanaPrograms.token2022
  ) {
    const amount = u64(instruction.data, 1)
    if (kind === TOKEN_TRANSFER || kind === TOKEN_TRANSFER_CHECKED) {
      const checked = kind === TOKEN_TRANSFER_CHECKED
      const mint = checked ? instruction.accounts[1] : mintOfWalletAccount(instruction.accounts[0])
      if (mint === undefined) return 'moves tokens from an account vtkit cannot tell the token of'
      const destination = instruction.accounts[checked ? 2 : 1]
      const owner = routeOwnerOf(destination, mint)
      if (owner === undefined)
        return `moves tokens to ${destination ?? 'an unknown account'}, neither the route nor its token account`
      if (amount === undefined) return 'moves an amount that cannot be read'
      reading.paid.add(owner)
      if (destination !== undefined) reading.tokenDestinations.add(destination)
      bridged(reading, context, { chainKey, address: mint, native: false }, amount, owner)
      return undefined
    }
    if (kind === TOKEN_APPROVE || kind === TOKEN_APPROVE_CHECKED) {
      const checked = kind === TOKEN_APPROVE_CHECKED
      const delegate = instruction.accounts[checked ? 2 : 1]
      if (delegate === undefined || !toRoute(delegate))
        return `lets ${delegate ?? 'an unknown account'} spend your tokens`
      const mint = checked ? instruction.accounts[1] : mintOfWalletAccount(instruction.accounts[0])
      if (mint === undefined) return 'approves tokens of an account vtkit cannot tell the token of'
      if (amount === undefined) return 'approves an amount that cannot be read'
      reading.paid.add(delegate)
      ledger.approval({
        stepIndex: index,
        asset: { chainKey, address: mint, native: false },
        spender: delegate,
        amount,
      })
      return undefined
    }
    if (kind === TOKEN_SET_AUTHORITY)
      return 'hands the authority of a token account to someone else'
    if (kind === TOKEN_CLOSE_ACCOUNT)
      return instruction.accounts[1] === wallet
        ? undefined
        : 'closes a token account in favour of someone else'
    if (kind === TOKEN_SYNC_NATIVE) return undefined
    return `is a token instruction (${kind ?? 'empty'}) a transfer has no need of`
  }
  if (instruction.programId === solanaPrograms.associatedToken) {
    // Create / CreateIdempotent: (payer, account, owner, mint, system, token program). The rent
    // is the wallet's (in the ledger); the account must be the owner's associated one.
    const [payer, account, owner, mint, , accountProgram] = instruction.accounts
    if (owner !== wallet && !toRoute(owner))
      return `creates a token account for ${owner ?? 'an unknown account'} at your expense`
    // Your own account, of the token sent or of wrapped SOL: rent that stays yours.
    if (owner === wallet && mint !== context.request.srcTokenAddress && mint !== SOLANA_NATIVE_MINT)
      return `opens a token account of ${mint ?? 'an unknown token'} for you, which this transfer does not send`
    if (
      owner === undefined ||
      account === undefined ||
      mint === undefined ||
      accountProgram === undefined ||
      !isAssociatedTokenAccount(account, { owner, mint, tokenProgram: accountProgram })
    )
      return `creates ${account ?? 'an account'}, which is not the associated token account it names`
    if (owner !== wallet && account !== undefined)
      reading.opened.set(account, (reading.opened.get(account) ?? 0) + 1)
    if (payer === wallet && owner !== wallet)
      ledger.entry({
        kind: 'fee',
        fee: 'rent',
        stepIndex: index,
        asset: sol(chainKey),
        amount: TOKEN_ACCOUNT_RENT_LAMPORTS,
        to: account,
        receiverKnown: true,
        bound: 'kit',
      })
  }
  return undefined
}
