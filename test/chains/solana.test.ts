import { address, lamports } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  type QuoteRequest,
} from '../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'
import { createSolanaTestWallet } from '../helpers/solanaWallet.js'

let wallet: Awaited<ReturnType<typeof createSolanaTestWallet>>
// The simulator builds its Solana transactions on the runtime's own latest blockhash.
const server = withSimulatorServer({
  catalog: sharedCatalog,
  recentBlockhash: () => wallet.svm.latestBlockhash(),
})
let chains: Chain[]
let metadata: Metadata

beforeAll(async () => {
  wallet = await createSolanaTestWallet()
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  // The service's vault exists on chain (rent-exempt), as in production.
  wallet.svm.airdrop(vault(), lamports(1_000_000_000n))
})

async function solanaQuote() {
  const request: QuoteRequest = {
    ...bodyOf(
      quoteRequestFor({ srcChainKey: 'solana', symbol: 'USDC', routeType: 'STARGATE_V2_TAXI' }, 1n),
    ),
    srcWalletAddress: wallet.owner,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  // A taxi quote: its messaging fee is paid in SOL, to the vault.
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no Solana quote')
  return { quote, request }
}

const vault = () => address(metadata.solana?.deployments.multicall?.address ?? '')

describe('Solana steps on an in-process runtime', () => {
  it('rebuild right before signing, then run on chain: the native fee reaches the vault', async () => {
    const { quote, request } = await solanaQuote()
    const before = wallet.svm.getBalance(vault()) ?? 0n
    const prompts = wallet.state.prompts
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    })
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(server().simulator.count('/build-user-steps')).toBe(1)
    expect(wallet.state.prompts - prompts).toBe(1)
    const fee = quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0'
    expect((wallet.svm.getBalance(vault()) ?? 0n) - before).toBe(BigInt(fee))
    expect(BigInt(fee)).toBeGreaterThan(0n)
    expect(result.srcTxHash).toBe(result.steps[0]?.hash)
  })

  it('never sends a transaction that aged past 50 s in the wallet: it is rebuilt and signed again', async () => {
    const { quote, request } = await solanaQuote()
    let time = Date.now()
    wallet.state.whileOpen = () => {
      // The first prompt stays open for a minute; the second is answered at once.
      wallet.state.whileOpen = undefined
      time += 60_000
    }
    const sentBefore = wallet.state.sent
    const result = await executeSteps({
      client: clientFor(server()),
      quote: { ...quote, expiresAt: undefined },
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
      now: () => time,
    })
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(server().simulator.count('/build-user-steps')).toBe(2)
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('rebuilds when the blockhash expired while the wallet was open, and never sends the stale one', async () => {
    const { quote, request } = await solanaQuote()
    wallet.state.whileOpen = () => {
      wallet.state.whileOpen = undefined
      wallet.svm.expireBlockhash()
    }
    const sentBefore = wallet.state.sent
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    })
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(server().simulator.count('/build-user-steps')).toBe(2)
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('keeps the transfer when the user declines, and sends once on retry', async () => {
    const { quote, request } = await solanaQuote()
    wallet.state.declineNext = true
    const parameters = {
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    }
    await expect(executeSteps(parameters)).rejects.toMatchObject({
      name: 'UserRejectedError',
      stepIndex: 0,
    })
    const sentBefore = wallet.state.sent
    const result = await executeSteps(parameters)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('refuses to sign for another wallet than the connected one', async () => {
    const { quote, request } = await solanaQuote()
    const prompts = wallet.state.prompts
    await expect(
      executeSteps({
        client: clientFor(server()),
        quote,
        request,
        walletAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        metadata,
        chains,
        executors: { solana: wallet.executor },
      }),
    ).rejects.toMatchObject({ name: 'UnsafeStepError', rule: 'signer-mismatch' })
    expect(wallet.state.prompts).toBe(prompts)
    expect(server().simulator.count('/build-user-steps')).toBe(0)
  })
})
