import { isNativeCoin } from '../address.js'
import type { Metadata } from '../schemas/metadata.js'
import type { SolanaTransactionStep } from '../schemas/userStep.js'
import { isAssociatedTokenAccount } from '../solana/associatedTokenAccount.js'
import { decodeSolanaTransaction, type SolanaInstruction } from '../solana/message.js'
import { pinsFor, verifyDeployments } from './deployments.js'
import type { SolanaChecks } from './executors.js'
import { sendSolana, waitSolanaStep } from './solanaSteps.js'
import type { AddFinding, StepCheckContext } from './stepRules.js'

export const solanaPrograms = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
} as const

const SYSTEM_TRANSFER = 2
/** SPL Token (and Token-2022) instructions that move tokens or hand over control. */
const TOKEN_TRANSFER = 3
const TOKEN_APPROVE = 4
const TOKEN_SET_AUTHORITY = 6
const TOKEN_CLOSE_ACCOUNT = 9
const TOKEN_TRANSFER_CHECKED = 12
const TOKEN_APPROVE_CHECKED = 13
const TOKEN_SYNC_NATIVE = 17

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

/**
 * What a Solana transaction does, instruction by instruction: the wallet pays the fees; only the
 * System, Token, Token-2022, Associated Token, Compute Budget and Memo programs and the route's own
 * programs (from `/metadata`) run; SOL and tokens move only to the route's accounts, within the
 * amount and the quoted fees; no token approval, authority change or account closing to anyone
 * else. The route program's own instruction data is not readable: that is said in the docs.
 */
export function verifySolanaTransaction(
  step: SolanaTransactionStep,
  index: number,
  context: StepCheckContext & { metadata: Metadata },
  add: AddFinding,
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
  const pins = pinsFor(context, step.chainKey, undefined)
  const routePinned = pins?.multicall !== undefined
  const allowed = new Set<string>([...Object.values(solanaPrograms), ...route])
  const moved = { lamports: 0n, tokens: 0n, to: new Set<string>() }
  message.instructions.forEach((instruction, position) => {
    const where = `${label}, instruction ${position + 1}`
    if (!allowed.has(instruction.programId)) {
      add(
        'solana-program',
        index,
        'refuse',
        `${where} runs the program ${instruction.programId}, which is neither a known Solana program nor the route's`,
      )
      return
    }
    if (route.includes(instruction.programId) && !routePinned)
      add(
        'bridge-contract-unverified',
        index,
        'warn',
        `${where} runs ${instruction.programId}, which the service names as its program; what it does cannot be read, and this app pins none on ${step.chainKey}`,
      )
    const problem = instructionProblem(instruction, route, wallet, context, moved)
    if (problem) add('solana-instruction', index, 'refuse', `${where} ${problem}`)
  })
  const { lamports } = moved
  const srcAmount = context.quote.srcAmount
  if (/^\d+$/.test(srcAmount) && moved.tokens > BigInt(srcAmount))
    add(
      'solana-instruction',
      index,
      'refuse',
      `${label} moves ${moved.tokens} of your tokens in all, more than the ${srcAmount} you send`,
    )
  // Production's step runs no program of the route: what vouches for the account it pays is
  // production's record or the app's pins, and an account neither names is for the user to confirm.
  for (const account of moved.to) {
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
  const fee = priorityFee(message.instructions)
  if (fee > MAX_PRIORITY_FEE_LAMPORTS)
    add(
      'solana-instruction',
      index,
      'refuse',
      `${label} pays a priority fee of ${fee} lamports to the validator, far above what a transfer needs`,
    )
  const { quote, request } = context
  const isNative = (address: string) => isNativeCoin(address, 'SOLANA')
  let budget = 0n
  if (isNative(request.srcTokenAddress) && /^\d+$/.test(quote.srcAmount))
    budget += BigInt(quote.srcAmount)
  for (const fee of quote.fees)
    if (fee.chainKey === request.srcChainKey && isNative(fee.address)) budget += BigInt(fee.amount)
  if (lamports > budget)
    add(
      'value-above-amount-plus-fees',
      index,
      'refuse',
      `${label} sends ${lamports} lamports, more than the amount plus the quoted fees (${budget})`,
    )
}

/**
 * Why an instruction of an allowed program is refused, or undefined. Tokens may go to a route
 * account or to a route account's associated token account (production pays the latter, which it
 * creates at the wallet's expense when it does not exist yet), never to anyone else's.
 */
function instructionProblem(
  instruction: SolanaInstruction,
  route: readonly string[],
  wallet: string,
  context: StepCheckContext,
  moved: { lamports: bigint; tokens: bigint; to: Set<string> },
): string | undefined {
  const srcAmount = context.quote.srcAmount
  const tooMuch = () => {
    const amount = u64(instruction.data, 1)
    return amount === undefined || (/^\d+$/.test(srcAmount) && amount > BigInt(srcAmount))
  }
  const [kind] = instruction.data
  const toRoute = (account: string | undefined) => account !== undefined && route.includes(account)
  /** The route account paid: itself, or the owner of the associated token account paid. */
  const routeOwnerOf = (account: string | undefined, mint: string | undefined) => {
    if (account === undefined || toRoute(account)) return account
    if (mint === undefined) return undefined
    return route.find((owner) =>
      isAssociatedTokenAccount(account, { owner, mint, tokenProgram: instruction.programId }),
    )
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
    moved.lamports += u64(instruction.data, 4) ?? 0n
    moved.to.add(to)
    return undefined
  }
  if (
    instruction.programId === solanaPrograms.token ||
    instruction.programId === solanaPrograms.token2022
  ) {
    if (kind === TOKEN_TRANSFER || kind === TOKEN_TRANSFER_CHECKED) {
      const destination = instruction.accounts[kind === TOKEN_TRANSFER ? 1 : 2]
      // TransferChecked names its mint; a plain Transfer can only move the token sent.
      const mint =
        kind === TOKEN_TRANSFER_CHECKED ? instruction.accounts[1] : context.request.srcTokenAddress
      const owner = routeOwnerOf(destination, mint)
      if (owner === undefined)
        return `moves tokens to ${destination ?? 'an unknown account'}, neither the route nor its token account`
      moved.to.add(owner)
      moved.tokens += u64(instruction.data, 1) ?? 0n
      return tooMuch() ? 'moves more tokens than you send' : undefined
    }
    if (kind === TOKEN_APPROVE || kind === TOKEN_APPROVE_CHECKED) {
      const delegate = instruction.accounts[kind === TOKEN_APPROVE ? 1 : 2]
      if (delegate === undefined || !toRoute(delegate))
        return `lets ${delegate ?? 'an unknown account'} spend your tokens`
      moved.to.add(delegate)
      return tooMuch() ? 'approves more tokens than you send' : undefined
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
    // is the wallet's (said with the step); the account must be the owner's associated one.
    const [, account, owner, mint, , tokenProgram] = instruction.accounts
    if (owner !== wallet && !toRoute(owner))
      return `creates a token account for ${owner ?? 'an unknown account'} at your expense`
    if (
      owner === undefined ||
      account === undefined ||
      mint === undefined ||
      tokenProgram === undefined ||
      !isAssociatedTokenAccount(account, { owner, mint, tokenProgram })
    )
      return `creates ${account ?? 'an account'}, which is not the associated token account it names`
  }
  return undefined
}

/**
 * A rebuild from `/build-user-steps` may change the blockhash (and compute budget), nothing else:
 * the same payer, programs, accounts and instruction data as the transaction that was checked.
 */
export function sameSolanaTransaction(checked: string, rebuilt: string): boolean {
  const a = decodeSolanaTransaction(checked)
  const b = decodeSolanaTransaction(rebuilt)
  if (!a || !b || priorityFee(b.instructions) > MAX_PRIORITY_FEE_LAMPORTS) return false
  const essential = (message: NonNullable<typeof a>) =>
    JSON.stringify([
      message.version,
      message.header,
      message.accountKeys,
      message.lookupTables,
      message.instructions
        .filter((instruction) => instruction.programId !== solanaPrograms.computeBudget)
        .map((instruction) => [instruction.programId, instruction.accounts, [...instruction.data]]),
    ])
  return essential(a) === essential(b)
}

/** The rent-exempt minimum of an SPL token account (165 bytes), in lamports. */
const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n

/**
 * What a Solana transaction makes the wallet pay, at most, to open token accounts for others (the
 * route account's, as production pays it): an idempotent create opens nothing that exists.
 */
export function tokenAccountRent(base64: string, wallet: string): bigint {
  const message = decodeSolanaTransaction(base64)
  let rent = 0n
  for (const instruction of message?.instructions ?? []) {
    const [payer, , owner] = instruction.accounts
    if (
      instruction.programId === solanaPrograms.associatedToken &&
      payer === wallet &&
      owner !== wallet
    )
      rent += TOKEN_ACCOUNT_RENT_LAMPORTS
  }
  return rent
}

/** What vtkit reads in a Solana transaction, and how it sends one; give it to a hand-made `SolanaExecutor` as `checks`. */
export const solanaChecks: SolanaChecks = {
  verifyStep: verifySolanaTransaction,
  isSameTransaction: sameSolanaTransaction,
  tokenAccountRent,
  sender: { send: sendSolana, wait: waitSolanaStep },
}

/** A priority fee above this (0.01 SOL) is no transfer's need: it would go to the validator. */
const MAX_PRIORITY_FEE_LAMPORTS = 10_000_000n
const DEFAULT_COMPUTE_UNITS = 200_000n

/** What the Compute Budget instructions make the wallet pay on top of the base fee, in lamports. */
function priorityFee(instructions: readonly SolanaInstruction[]): bigint {
  let limit: bigint | undefined
  let microLamports = 0n
  for (const instruction of instructions) {
    if (instruction.programId !== solanaPrograms.computeBudget) continue
    const view = new DataView(instruction.data.buffer, instruction.data.byteOffset)
    if (instruction.data[0] === 2 && instruction.data.length >= 5)
      limit = BigInt(view.getUint32(1, true))
    if (instruction.data[0] === 3 && instruction.data.length >= 9)
      microLamports = view.getBigUint64(1, true)
  }
  const units = limit ?? DEFAULT_COMPUTE_UNITS * BigInt(Math.max(1, instructions.length))
  return (units * microLamports) / 1_000_000n
}
