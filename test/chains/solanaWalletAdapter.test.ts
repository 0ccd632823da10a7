import { address, getSignatureFromTransaction, getTransactionDecoder, lamports } from '@solana/kit'
import { UnsafeBurnerWalletAdapter } from '@solana/wallet-adapter-unsafe-burner'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
} from '../../src/exports/core.js'
import {
  createWalletAdapterSolanaExecutor,
  type SolanaConnectionLike,
} from '../../src/exports/solana.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const svm = new LiteSVM()
const server = withSimulatorServer({
  catalog: sharedCatalog,
  recentBlockhash: () => svm.latestBlockhash(),
})
let chains: Chain[]
let metadata: Metadata

/** A web3.js-shaped connection to the in-process runtime. */
function runtimeConnection(): SolanaConnectionLike & { sent: number } {
  const outcomes = new Map<string, boolean>()
  const connection = {
    sent: 0,
    sendRawTransaction: async (raw: Uint8Array) => {
      connection.sent++
      const transaction = getTransactionDecoder().decode(raw)
      const result = svm.sendTransaction(transaction)
      const signature = getSignatureFromTransaction(transaction)
      outcomes.set(signature, !(result instanceof FailedTransactionMetadata))
      svm.expireBlockhash()
      return signature
    },
    confirmTransaction: async (signature: string) => ({
      value: { err: outcomes.get(signature) ? null : 'failed' },
    }),
    isBlockhashValid: async (blockhash: string) => ({ value: blockhash === svm.latestBlockhash() }),
  }
  return connection
}

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  svm.airdrop(
    address(metadata.solana?.deployments.multicall?.address ?? ''),
    lamports(1_000_000_000n),
  )
})

describe('vtkit/solana: a wallet-adapter wallet on an in-process runtime', () => {
  it('signs with the adapter, sends through the connection, and confirms', async () => {
    const wallet = new UnsafeBurnerWalletAdapter()
    await wallet.connect()
    const owner = wallet.publicKey?.toBase58() ?? ''
    svm.airdrop(address(owner), lamports(5_000_000_000n))
    const request = {
      ...bodyOf(quoteRequestFor({ srcChainKey: 'solana', symbol: 'USDC' }, 1n)),
      srcWalletAddress: owner,
    }
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes[0]
    if (!quote) throw new Error('no Solana quote')
    const connection = runtimeConnection()
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: owner,
      metadata,
      chains,
      executors: { solana: createWalletAdapterSolanaExecutor({ wallet, connection }) },
    })
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(connection.sent).toBe(1)
    expect(result.steps[0]?.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  it('reports a wallet that cannot sign transactions, before anything is sent', async () => {
    const connection = runtimeConnection()
    const executor = createWalletAdapterSolanaExecutor({ wallet: { publicKey: null }, connection })
    await expect(executor.signTransaction('AA==')).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      chainType: 'SOLANA',
    })
    expect(connection.sent).toBe(0)
  })

  it('treats a wallet-adapter rejection (code 4001 inside `error`) as the user declining', async () => {
    const wallet = new UnsafeBurnerWalletAdapter()
    await wallet.connect()
    const owner = wallet.publicKey?.toBase58() ?? ''
    const declining = {
      publicKey: wallet.publicKey,
      signTransaction: async () => {
        throw Object.assign(new Error('User rejected the request.'), {
          name: 'WalletSignTransactionError',
          error: { code: 4001 },
        })
      },
    }
    const request = {
      ...bodyOf(quoteRequestFor({ srcChainKey: 'solana', symbol: 'USDC' }, 1n)),
      srcWalletAddress: owner,
    }
    const { quotes } = await getQuotes(clientFor(server()), request)
    const failure = await executeSteps({
      client: clientFor(server()),
      quote: quotes[0] as never,
      request,
      walletAddress: owner,
      metadata,
      chains,
      executors: {
        solana: createWalletAdapterSolanaExecutor({
          wallet: declining,
          connection: runtimeConnection(),
        }),
      },
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UserRejectedError', stepIndex: 0 })
  })
})
