// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createConfig, http } from 'wagmi'
import {
  getQuotes,
  type Quote,
  type QuoteRequest,
  type StarknetExecutor,
  starknetChecks,
} from '../../src/exports/core.js'
import { useExecuteSteps } from '../../src/exports/index.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'
import { wagmiWrapper } from '../helpers/wagmiWrapper.js'

// What useExecuteSteps shows before anything is signed, for a chain type other than EVM: it says
// what the engine will do, from the executors the app gives (a Starknet quote as the example).
const server = withSimulatorServer()
// No wallet is asked anything here: a config with no connector is enough.
const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9') },
})

async function starknetQuote(): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = bodyOf(quoteRequestFor({ srcChainType: 'STARKNET', native: false }))
  const { quotes } = await getQuotes(clientFor(server()), request)
  return { quote: quotes[0] as Quote, request }
}

const account: Omit<StarknetExecutor, 'checks'> = {
  execute: async () => ({ transaction_hash: '0x1' }),
  waitForTransaction: async () => ({ status: 'success' }),
}

async function findingsWith(executors: { starknet?: StarknetExecutor } | undefined) {
  const { quote, request } = await starknetQuote()
  const { result } = renderHook(
    () => useExecuteSteps({ quote, request, walletAddress: request.srcWalletAddress, executors }),
    { wrapper: wagmiWrapper(config, clientFor(server())) },
  )
  // As the run will: once the chains have answered (here a node that never does, so after its bound).
  await waitFor(() => expect(result.current.findings).toBeDefined(), { timeout: 10_000 })
  return result.current.findings?.map((finding) => `${finding.severity}:${finding.rule}`)
}

describe('useExecuteSteps: the findings of a Starknet quote, before anything is signed', () => {
  it('says the app cannot sign it when no Starknet executor is given', async () => {
    expect(await findingsWith(undefined)).toEqual(['refuse:no-executor'])
  })

  it('reads it with the checks the executor brings: an honest quote passes', async () => {
    const findings = await findingsWith({ starknet: { ...account, checks: starknetChecks } })
    expect(findings?.filter((rule) => rule.startsWith('refuse:'))).toEqual([])
  })

  it('refuses it unread when the executor lost its checks (an app without types)', async () => {
    const unchecked = { ...account } as StarknetExecutor
    expect(await findingsWith({ starknet: unchecked })).toEqual(['refuse:no-checks'])
  })
})
