import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  createMemoryJournal,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  type StarknetCall,
  type StarknetExecutor,
  type StarknetTransactionStep,
} from '../../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../../helpers/quoteRequests.js'
import { clientFor, withSimulatorServer } from '../../helpers/simulatorServer.js'

const server = withSimulatorServer()
let chains: Chain[]
let metadata: Metadata

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
})

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** An integrator's Starknet account, as starknet.js shapes it; it records what it is asked to execute. */
function account(outcome: 'success' | 'reverted' = 'success') {
  const executed: StarknetCall[][] = []
  const executor: StarknetExecutor = {
    execute: async (calls) => {
      executed.push(calls)
      return { transaction_hash: hashOf(executed.length) }
    },
    waitForTransaction: async () => ({ status: outcome }),
  }
  return { executor, executed }
}

async function starknetQuote() {
  const request = bodyOf(quoteRequestFor({ srcChainType: 'STARKNET' }))
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes[0]
  if (!quote) throw new Error('no Starknet quote')
  return { quote, request }
}

describe('Starknet steps through an integrator-supplied account', () => {
  it('executes the calls exactly as returned and journals the hash', async () => {
    const { quote, request } = await starknetQuote()
    const { executor, executed } = account()
    const journal = createMemoryJournal()
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: request.srcWalletAddress,
      metadata,
      chains,
      executors: { starknet: executor },
      journal,
    })
    expect(executed).toEqual([
      (quote.userSteps[0] as StarknetTransactionStep).transaction.encoded.calls,
    ])
    expect(result.steps[0]).toMatchObject({
      state: 'confirmed',
      hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
    })
    expect(result.srcTxHash).toBe(result.steps[0]?.hash)
    expect(journal.get(quote.id)?.phase).toBe('submitted')
  })

  it('fails the step clearly when the transaction reverts', async () => {
    const { quote, request } = await starknetQuote()
    const { executor } = account('reverted')
    await expect(
      executeSteps({
        client: clientFor(server()),
        quote,
        request,
        walletAddress: request.srcWalletAddress,
        metadata,
        chains,
        executors: { starknet: executor },
      }),
    ).rejects.toMatchObject({ name: 'TransactionRevertedError', stepIndex: 0 })
  })
})
