import { address, lamports } from '@solana/kit'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type Chain,
  createMemoryJournal,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  type QuoteRequest,
} from '../../src/exports/core.js'
import { createSolanaWallet, createWalletAdapterSolanaExecutor } from '../../src/exports/solana.js'
import { findRoute, generateCatalog } from '../../src/exports/testing.js'
import { SolanaTestWalletAdapter } from '../../src/testing/solanaTestWalletAdapter.js'
import { transferTransaction } from '../../src/testing/solanaTransaction.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'
import { associatedTokenAddress, createLocalSolana, SOLANA_NATIVE_MINT } from './localSolana.js'
import { localSolanaOverride } from './simulation.js'
import { startSolanaRpcServer } from './solanaRpcServer.js'

// The wallet-adapter glue against a Solana node over HTTP: a web3.js Connection to the local
// chain's JSON-RPC, the test wallet adapter signing with a real keypair.
const chain = createLocalSolana()
const catalog = generateCatalog({ seed: 1, chains: { solana: localSolanaOverride(chain) } })
const server = withSimulatorServer({
  catalog,
  recentBlockhash: () => chain.latestBlockhash(),
  solanaTokenAccount: (owner, mint) => associatedTokenAddress(owner, mint),
})
let rpc: Awaited<ReturnType<typeof startSolanaRpcServer>>
let connection: Connection
let chains: Chain[]
let metadata: Metadata
const owner = chain.user.publicKey.toBase58()

beforeAll(async () => {
  rpc = await startSolanaRpcServer(chain)
  connection = new Connection(rpc.url, 'confirmed')
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
})
afterAll(() => rpc.close())

async function connectedWallet() {
  const wallet = new SolanaTestWalletAdapter(chain.user.secretKey)
  await wallet.connect()
  return wallet
}

function requestFrom(symbol: 'USDC', units: bigint): QuoteRequest {
  const route = findRoute(catalog, {
    srcChainKey: 'solana',
    dstChainType: 'EVM',
    symbol,
    routeType: 'STARGATE_V2_TAXI',
  })
  return {
    amount: String(units * 10n ** BigInt(route.source.token.decimals)),
    srcChainKey: 'solana',
    srcTokenAddress: route.source.token.address,
    srcWalletAddress: owner,
    dstChainKey: route.destination.token.chainKey,
    dstTokenAddress: route.destination.token.address,
    dstWalletAddress: '0x00000000000000000000000000000000000000a1',
  }
}

async function run(request: QuoteRequest, wallet: SolanaTestWalletAdapter, via = connection) {
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no Solana quote')
  const executor = createWalletAdapterSolanaExecutor({
    wallet,
    connection: via,
    pollIntervalMs: 20,
  })
  const result = await executeSteps({
    client: clientFor(server()),
    quote,
    request,
    walletAddress: owner,
    metadata,
    chains,
    executors: { solana: executor },
  })
  return { quote, result }
}

describe('vtkit/solana: a wallet-adapter wallet and a Connection to a Solana node', () => {
  it('moves SPL USDC: signed by the adapter, sent and confirmed over JSON-RPC', async () => {
    const wallet = await connectedWallet()
    const before = chain.tokenBalance(owner, chain.usdc)
    const { result } = await run(requestFrom('USDC', 3n), wallet)
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(result.steps[0]?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(before - chain.tokenBalance(owner, chain.usdc)).toBe(3_000_000n)
    expect(chain.outcome(result.steps[0]?.hash ?? '')?.err).toBeNull()
    expect(wallet.prompts).toBe(1)
  })

  it('a blockhash that expires while the wallet is open: rebuilt, signed again, sent once', async () => {
    const wallet = await connectedWallet()
    wallet.holdNextSignature(async () => chain.expireBlockhashes())
    let sends = 0
    const counting = new Proxy(connection, {
      get: (target, key) =>
        key === 'sendRawTransaction'
          ? (raw: Uint8Array) => {
              sends++
              return target.sendRawTransaction(raw)
            }
          : Reflect.get(target, key),
    })
    const { result } = await run(requestFrom('USDC', 1n), wallet, counting)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(wallet.prompts).toBe(2)
    expect(sends).toBe(1)
    expect(server().simulator.count('/build-user-steps')).toBeGreaterThanOrEqual(2)
  })

  it('a declined signature is the user declining; nothing reaches the node', async () => {
    const wallet = await connectedWallet()
    wallet.declineNextSignature()
    const slot = chain.slot
    const failure = await run(requestFrom('USDC', 1n), wallet).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UserRejectedError', stepIndex: 0 })
    expect(chain.slot).toBe(slot)
  })

  it('a page closed while the wallet was open: resumed by asking again (nothing had left), sent once', async () => {
    const journal = createMemoryJournal()
    const request = requestFrom('USDC', 2n)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!quote) throw new Error('no Solana quote')
    const run = (wallet: SolanaTestWalletAdapter) =>
      executeSteps({
        client: clientFor(server()),
        quote,
        request,
        walletAddress: owner,
        metadata,
        chains,
        journal,
        executors: {
          solana: createWalletAdapterSolanaExecutor({ wallet, connection, pollIntervalMs: 20 }),
        },
      })
    // The page goes away while the wallet is open: that run ends with the connection lost.
    let closePage = () => {}
    const closed = await connectedWallet()
    closed.holdNextSignature(
      () => new Promise((_, reject) => (closePage = () => reject(new Error('page closed')))),
    )
    const first = run(closed).catch((error: unknown) => error)
    await vi.waitFor(() => expect(journal.get(quote.id)?.steps[0]?.state).toBe('awaitingWallet'))
    closePage()
    await first
    const before = chain.tokenBalance(owner, chain.usdc)
    // The reloaded page: a new wallet connection, the same journal.
    const reopened = await connectedWallet()
    const result = await run(reopened)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(reopened.prompts).toBe(1)
    expect(before - chain.tokenBalance(owner, chain.usdc)).toBe(2_000_000n)
  })

  it('the send reached the node but the page closed before its answer: resumed by that signature, never sent twice', async () => {
    const journal = createMemoryJournal()
    // An amount of its own: a transaction identical to an earlier one (same blockhash) would be a duplicate.
    const request = requestFrom('USDC', 6n)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!quote) throw new Error('no Solana quote')
    const before = chain.tokenBalance(owner, chain.usdc)
    // The node takes the transaction; its answer never comes back to the page.
    const answerLost = new Proxy(connection, {
      get: (target, key) =>
        key === 'sendRawTransaction'
          ? async (raw: Uint8Array) => {
              await target.sendRawTransaction(raw)
              throw new Error('page closed')
            }
          : Reflect.get(target, key),
    })
    const parameters = {
      client: clientFor(server()),
      quote,
      request,
      walletAddress: owner,
      metadata,
      chains,
      journal,
    }
    const wallet = await connectedWallet()
    const first = await executeSteps({
      ...parameters,
      executors: { solana: createWalletAdapterSolanaExecutor({ wallet, connection: answerLost }) },
    }).catch((error: unknown) => error)
    expect(first).toMatchObject({ message: expect.stringMatching(/page closed/) })
    const journaled = journal.get(quote.id)?.steps[0]
    // Journaled before it left: submitted, with the signature it landed under.
    expect(journaled).toMatchObject({ state: 'submitted' })
    expect(chain.outcome(journaled?.hash ?? '')?.err).toBeNull()
    const reopened = await connectedWallet()
    const resumed = await executeSteps({
      ...parameters,
      executors: {
        solana: createWalletAdapterSolanaExecutor({
          wallet: reopened,
          connection,
          pollIntervalMs: 20,
        }),
      },
    })
    expect(resumed.steps[0]).toMatchObject({ state: 'confirmed', hash: journaled?.hash })
    expect(reopened.prompts).toBe(0)
    expect(before - chain.tokenBalance(owner, chain.usdc)).toBe(6_000_000n)
  })

  it('with an executor that cannot name the signature beforehand, an interrupted send asks the user to check', async () => {
    const journal = createMemoryJournal()
    const request = requestFrom('USDC', 1n)
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
    if (!quote) throw new Error('no Solana quote')
    // A hand-made executor (no signatureOf) whose send is on its way when the page goes away.
    let closePage = () => {}
    const hanging = new Proxy(connection, {
      get: (target, key) =>
        key === 'sendRawTransaction'
          ? () => new Promise((_, reject) => (closePage = () => reject(new Error('page closed'))))
          : Reflect.get(target, key),
    })
    const handMade = (wallet: SolanaTestWalletAdapter, via: Connection) => ({
      ...createWalletAdapterSolanaExecutor({ wallet, connection: via }),
      signatureOf: undefined,
    })
    const parameters = {
      client: clientFor(server()),
      quote,
      request,
      walletAddress: owner,
      metadata,
      chains,
      journal,
    }
    const first = executeSteps({
      ...parameters,
      executors: { solana: handMade(await connectedWallet(), hanging) },
    }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(journal.get(quote.id)?.steps[0]?.sendingAt).toBeDefined())
    closePage()
    expect(await first).toMatchObject({ name: 'StepInterruptedError' })
    const reopened = await connectedWallet()
    const resumed = await executeSteps({
      ...parameters,
      executors: { solana: handMade(reopened, connection) },
    }).catch((error: unknown) => error)
    expect(resumed).toMatchObject({ name: 'StepInterruptedError', stepIndex: 0 })
    expect(reopened.prompts).toBe(0)
  })

  it('a wallet that cannot sign (disconnected) is reported before anything is sent', async () => {
    const wallet = new SolanaTestWalletAdapter(chain.user.secretKey)
    const executor = createWalletAdapterSolanaExecutor({ wallet, connection })
    await expect(executor.signTransaction('AA==')).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      chainType: 'SOLANA',
    })
  })

  it('a transaction the node dropped is failed once its blockhash has expired, not awaited forever', async () => {
    const wallet = await connectedWallet()
    const dropping = new Proxy(connection, {
      get: (target, key) =>
        key === 'sendRawTransaction'
          ? async () => '1111111111111111111111111111111111111111111111111111111111111111'
          : Reflect.get(target, key),
    })
    const executor = createWalletAdapterSolanaExecutor({
      wallet,
      connection: dropping,
      pollIntervalMs: 20,
    })
    const unsigned = transferTransaction({
      payer: owner,
      recipient: chain.vault,
      lamports: 1_000n,
      recentBlockhash: chain.latestBlockhash(),
    })
    const signed = await executor.signTransaction(unsigned)
    const signature = await executor.sendTransaction(signed)
    const confirmation = executor.confirm(signature)
    chain.expireBlockhashes()
    await expect(confirmation).resolves.toEqual({ status: 'failed' })
  })
})

describe('createSolanaWallet: balances over a Connection', () => {
  it('sums every account of a Token-2022 mint the wallet holds, extensions and all, and lists every holding', async () => {
    const token2022 = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
    const mint = Keypair.generate().publicKey.toBase58()
    const mintData = new Uint8Array(82)
    mintData[44] = 6 // decimals
    mintData[45] = 1 // initialized
    chain.svm.setAccount({
      address: address(mint),
      data: mintData,
      executable: false,
      lamports: lamports(10_000_000n),
      programAddress: token2022,
      space: 82n,
    })
    // Two accounts of the mint (an extended Token-2022 account is longer than 165 bytes).
    for (const [amount, length] of [
      [42n, 170],
      [8n, 165],
    ] as const) {
      const data = new Uint8Array(length)
      data.set(new PublicKey(mint).toBytes(), 0)
      data.set(chain.user.publicKey.toBytes(), 32)
      new DataView(data.buffer).setBigUint64(64, amount, true)
      data[108] = 1 // initialized
      if (length > 165) data[165] = 2 // AccountType::Account
      chain.svm.setAccount({
        address: address(Keypair.generate().publicKey.toBase58()),
        data,
        executable: false,
        lamports: lamports(10_000_000n),
        programAddress: token2022,
        space: BigInt(length),
      })
    }
    const wallet = await connectedWallet()
    const solana = createSolanaWallet({ wallet, connection })
    expect(await solana.balanceOf(mint)).toBe(50n)
    expect(await solana.balanceOf(chain.usdc)).toBe(chain.tokenBalance(owner, chain.usdc))
    expect(await solana.balanceOf(SOLANA_NATIVE_MINT)).toBe(chain.balance(owner))
    // A mint the wallet holds nothing of.
    expect(await solana.balanceOf(Keypair.generate().publicKey.toBase58())).toBe(0n)
    // Everything at once, for the picker: SOL, the SPL mint and the Token-2022 one.
    const all = await solana.balances?.()
    expect(all?.get(mint)).toBe(50n)
    expect(all?.get(chain.usdc)).toBe(chain.tokenBalance(owner, chain.usdc))
    expect(all?.get(SOLANA_NATIVE_MINT)).toBe(chain.balance(owner))
  })
})

describe('the local Solana node: what a web3.js Connection reads', () => {
  it('balances, token accounts by owner and mint, rent and fees', async () => {
    const wallet = new PublicKey(owner)
    expect(await connection.getBalance(wallet)).toBe(Number(chain.balance(owner)))
    const accounts = await connection.getTokenAccountsByOwner(wallet, {
      mint: new PublicKey(chain.usdc),
    })
    expect(accounts.value.map((item) => item.pubkey.toBase58())).toEqual([
      associatedTokenAddress(owner, chain.usdc),
    ])
    expect(accounts.value[0]?.account.data.readBigUInt64LE(64)).toBe(
      chain.tokenBalance(owner, chain.usdc),
    )
    const none = await connection.getTokenAccountsByOwner(new PublicKey(chain.vault), {
      mint: new PublicKey(chain.usdc),
    })
    expect(none.value).toEqual([])
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect(await connection.getAccountInfo(new PublicKey(SOLANA_NATIVE_MINT))).toBeNull()
  })

  it('says an expired blockhash is no longer valid, and answers unknown methods and batches as JSON-RPC does', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    chain.expireBlockhashes()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    const response = await fetch(rpc.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getFancyThing', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'getSlot', params: [] },
      ]),
    })
    const [unknown, slot] = (await response.json()) as [
      { error: { code: number } },
      { result: number },
    ]
    expect(unknown.error.code).toBe(-32601)
    expect(slot.result).toBe(chain.slot)
  })
})
