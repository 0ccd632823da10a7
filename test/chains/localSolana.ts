import { createHash } from 'node:crypto'
import {
  address,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import {
  Keypair,
  Transaction as LegacyTransaction,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { base58Encode } from '../../src/testing/encoding.js'

export const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112'
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const TOKEN_2022_PROGRAM = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const LAMPORTS_PER_SOL = 1_000_000_000n
/** What the runtime charges per signature, as mainnet's base fee. */
export const SOLANA_SIGNATURE_FEE = 5_000n

export type SolanaOutcome = { slot: number; err: unknown; at: number }

export type LocalSolanaOptions = {
  /** How long a blockhash is accepted after it was handed out; mainnet's is about 60 s. */
  blockhashLifetimeMs?: number
  /** How often a new blockhash is handed out (a slot is 400 ms on mainnet; coarser is enough here). */
  blockhashEveryMs?: number
  now?: () => number
}

/** A fixed keypair from a name: the demo's accounts stay the same from one start to the next. */
function namedKeypair(name: string): Keypair {
  return Keypair.fromSeed(
    Uint8Array.from(createHash('sha256').update(`vtkit local solana: ${name}`).digest()),
  )
}

/** The associated token account of `owner` for `mint` (SPL Token program). */
export function associatedTokenAddress(owner: string, mint: string): string {
  const [found] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), TOKEN_PROGRAM.toBuffer(), new PublicKey(mint).toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM,
  )
  return found.toBase58()
}

/**
 * A Solana chain in this process (litesvm) that behaves as a validator does for a wallet: real
 * signatures are checked, a blockhash is accepted for a bounded time only, transactions land
 * or fail with their logs, and their outcomes can be looked up by signature. It holds a local
 * USDC (6 decimals, SPL Token), a funded test wallet, the route's vault and account, and an
 * operator that delivers (mints USDC, pays SOL) as the service's relayer would.
 */
export function createLocalSolana(options: LocalSolanaOptions = {}) {
  const now = options.now ?? Date.now
  const lifetimeMs = options.blockhashLifetimeMs ?? 60_000
  const everyMs = options.blockhashEveryMs ?? 5_000
  const svm = new LiteSVM().withBlockhashCheck(false)
  const operator = namedKeypair('operator')
  const user = namedKeypair('user')
  const usdc = namedKeypair('usdc mint').publicKey.toBase58()
  // The test OFT family's Solana side (TOFT, 9 decimals): what OFT sends to Solana mint.
  const toft = namedKeypair('toft mint').publicKey.toBase58()
  const vault = namedKeypair('vault').publicKey.toBase58()
  // The route's account (the service's transfer delegate): tokens go to its associated token
  // account, which the first transfer opens at the wallet's expense, as on mainnet.
  const routeAccount = namedKeypair('route account').publicKey.toBase58()

  const issued = new Map<string, number>()
  const outcomes = new Map<string, SolanaOutcome>()
  let slot = 1
  issued.set(svm.latestBlockhash(), now())

  const chain = {
    svm,
    usdc,
    toft,
    vault,
    routeAccount,
    operator,
    user,
    /** The blockhash a wallet gets now; a new one every few seconds, as slots pass. */
    latestBlockhash(): string {
      const current = svm.latestBlockhash()
      if (now() - (issued.get(current) ?? 0) < everyMs) return current
      svm.expireBlockhash()
      const next = svm.latestBlockhash()
      issued.set(next, now())
      return next
    },
    isBlockhashValid(blockhash: string): boolean {
      const at = issued.get(blockhash)
      return at !== undefined && now() - at < lifetimeMs
    },
    /** Every blockhash handed out so far stops being accepted (a wallet left open too long). */
    expireBlockhashes(): void {
      for (const blockhash of issued.keys()) issued.set(blockhash, Number.NEGATIVE_INFINITY)
      svm.expireBlockhash()
      issued.set(svm.latestBlockhash(), now())
    },
    get slot() {
      return slot
    },
    /**
     * Runs a signed transaction (wire format). A stale blockhash or a failing program is refused
     * as a validator's preflight refuses it: nothing lands and the error says why.
     */
    send(wire: Uint8Array): { signature: string } | { error: string; logs: string[] } {
      const transaction = getTransactionDecoder().decode(wire)
      const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(
        transaction.messageBytes,
      )
      if (!chain.isBlockhashValid(lifetimeToken)) return { error: 'BlockhashNotFound', logs: [] }
      return run(transaction)
    },
    simulate(wire: Uint8Array): { err: unknown; logs: string[]; unitsConsumed: number } {
      const result = svm.simulateTransaction(getTransactionDecoder().decode(wire))
      if (result instanceof FailedTransactionMetadata)
        return { err: result.err(), logs: result.meta().logs(), unitsConsumed: 0 }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    },
    outcome(signature: string): SolanaOutcome | undefined {
      return outcomes.get(signature)
    },
    balance(owner: string): bigint {
      return svm.getBalance(address(owner)) ?? 0n
    },
    /** The SPL balance of `owner`'s associated token account for `mint` (0 without one). */
    tokenBalance(owner: string, mint: string): bigint {
      const account = svm.getAccount(address(associatedTokenAddress(owner, mint)))
      if (!account.exists) return 0n
      return new DataView(Uint8Array.from(account.data).buffer).getBigUint64(64, true)
    },
    /** Token accounts (SPL Token and Token-2022) of an owner, optionally of one mint. */
    tokenAccountsOf(owner: string, filter: { mint?: string; programId?: string }) {
      const programs = filter.programId
        ? [filter.programId]
        : [TOKEN_PROGRAM.toBase58(), TOKEN_2022_PROGRAM.toBase58()]
      return programs.flatMap((program) =>
        svm
          .getProgramAccounts(address(program))
          .filter((account) => account.data.length >= 165)
          .filter((account) => base58Encode(account.data.slice(32, 64)) === owner)
          .filter(
            (account) => !filter.mint || base58Encode(account.data.slice(0, 32)) === filter.mint,
          ),
      )
    },
    /**
     * Delivers on this chain as the service's relayer: mints USDC into the recipient's associated
     * token account (created when missing) or pays SOL. Returns the transaction's signature.
     */
    deliver(input: { token: string; recipient: string; amount: bigint }): string {
      const recipient = new PublicKey(input.recipient)
      const transaction = new LegacyTransaction()
      if (input.token === SOLANA_NATIVE_MINT) {
        transaction.add(
          SystemProgram.transfer({
            fromPubkey: operator.publicKey,
            toPubkey: recipient,
            lamports: input.amount,
          }),
        )
      } else {
        const mint = new PublicKey(input.token)
        const ata = new PublicKey(associatedTokenAddress(input.recipient, input.token))
        transaction.add(
          new TransactionInstruction({
            programId: ASSOCIATED_TOKEN_PROGRAM,
            keys: [
              { pubkey: operator.publicKey, isSigner: true, isWritable: true },
              { pubkey: ata, isSigner: false, isWritable: true },
              { pubkey: recipient, isSigner: false, isWritable: false },
              { pubkey: mint, isSigner: false, isWritable: false },
              { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
              { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
            ],
            data: Buffer.from([1]), // CreateIdempotent
          }),
          new TransactionInstruction({
            programId: TOKEN_PROGRAM,
            keys: [
              { pubkey: mint, isSigner: false, isWritable: true },
              { pubkey: ata, isSigner: false, isWritable: true },
              { pubkey: operator.publicKey, isSigner: true, isWritable: false },
            ],
            data: u64Instruction(7, input.amount), // MintTo
          }),
        )
      }
      transaction.feePayer = operator.publicKey
      transaction.recentBlockhash = chain.latestBlockhash()
      transaction.sign(operator)
      const result = run(getTransactionDecoder().decode(transaction.serialize()))
      if ('error' in result)
        throw new Error(`the delivery on Solana failed: ${result.error} ${result.logs.join(' ')}`)
      return result.signature
    },
    /** Lamports to an account, as a faucet: the test wallet's top-up. */
    airdrop(owner: string, amount: bigint): string {
      const result = svm.airdrop(address(owner), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new Error(`the airdrop to ${owner} failed`)
      return base58Encode(result.signature())
    },
  }

  function run(
    transaction: Transaction,
  ): { signature: string } | { error: string; logs: string[] } {
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata)
      return { error: JSON.stringify(result.err()), logs: result.meta().logs() }
    const signature = base58Encode(result.signature())
    slot++
    outcomes.set(signature, { slot, err: null, at: now() })
    return { signature }
  }

  // Genesis: the operator and the test wallet funded; USDC with the operator as its mint
  // authority; the wallet holds 1,000 USDC; the route's vault and account exist (not yet its token
  // account).
  svm.airdrop(address(operator.publicKey.toBase58()), lamports(1_000n * LAMPORTS_PER_SOL))
  svm.airdrop(address(user.publicKey.toBase58()), lamports(100n * LAMPORTS_PER_SOL))
  svm.airdrop(address(vault), lamports(svm.minimumBalanceForRentExemption(0n)))
  svm.airdrop(address(routeAccount), lamports(svm.minimumBalanceForRentExemption(0n)))
  const walletUsdc = 1_000_000_000n
  setMint(svm, usdc, operator.publicKey.toBase58(), 6, walletUsdc)
  setMint(svm, toft, operator.publicKey.toBase58(), TOFT_SOLANA_DECIMALS, 0n)
  setTokenAccount(
    svm,
    associatedTokenAddress(user.publicKey.toBase58(), usdc),
    usdc,
    user.publicKey.toBase58(),
    walletUsdc,
  )
  return chain
}

export type LocalSolana = ReturnType<typeof createLocalSolana>

/** The local decimals of TOFT's Solana mint (its shared decimals are 6, as on the EVM chains). */
export const TOFT_SOLANA_DECIMALS = 9

function u64Instruction(tag: number, amount: bigint): Buffer {
  const data = Buffer.alloc(9)
  data[0] = tag
  data.writeBigUInt64LE(amount, 1)
  return data
}

function setMint(svm: LiteSVM, at: string, authority: string, decimals: number, supply: bigint) {
  const data = new Uint8Array(82)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true) // mint_authority: Some
  data.set(new PublicKey(authority).toBytes(), 4)
  view.setBigUint64(36, supply, true)
  data[44] = decimals
  data[45] = 1 // is_initialized
  svm.setAccount({
    address: address(at),
    data,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(82n)),
    programAddress: address(TOKEN_PROGRAM.toBase58()),
    space: 82n,
  })
}

function setTokenAccount(svm: LiteSVM, at: string, mint: string, owner: string, amount: bigint) {
  const data = new Uint8Array(165)
  data.set(new PublicKey(mint).toBytes(), 0)
  data.set(new PublicKey(owner).toBytes(), 32)
  new DataView(data.buffer).setBigUint64(64, amount, true)
  data[108] = 1 // AccountState::Initialized
  svm.setAccount({
    address: address(at),
    data,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(165n)),
    programAddress: address(TOKEN_PROGRAM.toBase58()),
    space: 165n,
  })
}
