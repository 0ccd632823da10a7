// Starknet calls are read call by call before an account executes them. The hostile quotes are
// served over HTTP by the simulator (a `body` fault) and run through the engine with a recording
// Starknet account, which must be asked nothing; the honest quote runs.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Chain,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  type Quote,
  type QuoteRequest,
  type StarknetExecutor,
  type StarknetTransactionStep,
  starknetChecks,
  UnsafeStepError,
} from '../../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../../helpers/quoteRequests.js'
import { clientFor, withSimulatorServer } from '../../helpers/simulatorServer.js'

const server = withSimulatorServer()
const stranger = '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
let chains: Chain[]
let metadata: Metadata

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
})

function recordingAccount() {
  const executed: unknown[] = []
  const account: StarknetExecutor = {
    execute: async (calls) => {
      executed.push(calls)
      return { transaction_hash: `0x${executed.length.toString(16).padStart(64, '0')}` }
    },
    waitForTransaction: async () => ({ status: 'success' }),
    checks: starknetChecks,
  }
  return { account, executed }
}

async function starknetQuote(): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = bodyOf(quoteRequestFor({ srcChainType: 'STARKNET', native: false }))
  const { quotes } = await getQuotes(clientFor(server()), request)
  return { quote: quotes[0] as Quote, request }
}

async function served(quote: Quote, request: QuoteRequest): Promise<Quote> {
  server().simulator.faults.inject({
    path: '/quotes',
    times: 1,
    fault: { type: 'body', body: JSON.stringify({ quotes: [quote], tokens: [] }) },
  })
  return (await getQuotes(clientFor(server()), request)).quotes[0] as Quote
}

const run = (quote: Quote, request: QuoteRequest, account: StarknetExecutor) =>
  executeSteps({
    client: clientFor(server()),
    quote,
    request,
    walletAddress: request.srcWalletAddress,
    metadata,
    chains,
    executors: { starknet: account },
  })

const callsOf = (quote: Quote) =>
  (quote.userSteps[0] as StarknetTransactionStep).transaction.encoded.calls

describe('Starknet calls', () => {
  it('runs the honest quote: an approve of the delegate, then the multicall', async () => {
    const { quote, request } = await starknetQuote()
    const { account, executed } = recordingAccount()
    const result = await run(await served(quote, request), request, account)
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(executed).toHaveLength(1)
  })

  it('signs nothing with an account that brings no checks (an app without types)', async () => {
    const { quote, request } = await starknetQuote()
    const { account, executed } = recordingAccount()
    const unchecked = { ...account, checks: undefined } as unknown as StarknetExecutor
    const failure = await run(await served(quote, request), request, unchecked).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ name: 'UnsafeStepError', rule: 'no-checks' })
    expect(executed).toEqual([])
  })

  it.each([
    [
      'a transfer of the token to a stranger',
      'starknet-call',
      (quote: Quote) => {
        callsOf(quote).push({
          contractAddress: (callsOf(quote)[0]?.contractAddress ?? '') as string,
          entrypoint: 'transfer',
          calldata: [
            stranger,
            '0xffffffffffffffffffffffffffffffff',
            '0xffffffffffffffffffffffffffffffff',
          ],
        })
      },
    ],
    [
      'an approval to a stranger',
      'approve-spender-not-delegate',
      (quote: Quote) => {
        const approve = callsOf(quote)[0]
        if (approve?.calldata) approve.calldata[0] = stranger
      },
    ],
    [
      'a call to another contract',
      'starknet-call',
      (quote: Quote) => {
        callsOf(quote).push({ contractAddress: stranger, entrypoint: 'drain', calldata: [] })
      },
    ],
  ] as const)('refuses %s, and the account is asked nothing', async (_label, rule, mutate) => {
    const { quote, request } = await starknetQuote()
    const hostile = structuredClone(quote)
    mutate(hostile)
    const { account, executed } = recordingAccount()
    const failure = await run(await served(hostile, request), request, account).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(rule)
    expect(executed).toEqual([])
  })

  it('refuses a /metadata naming the token as the multicall, so that a transfer would pass as a bridge', async () => {
    const { quote, request } = await starknetQuote()
    const token = request.srcTokenAddress
    const body = structuredClone(metadata)
    const chainKey = request.srcChainKey
    body[chainKey] = {
      deployments: {
        multicall: { address: token },
        transferDelegate: { address: body[chainKey]?.deployments.transferDelegate?.address ?? '' },
      },
    }
    server().simulator.faults.inject({
      path: '/metadata',
      times: 1,
      fault: { type: 'body', body: JSON.stringify(body) },
    })
    const hostileMetadata = await getMetadata(clientFor(server()))
    const hostile = structuredClone(quote)
    callsOf(hostile).push({
      contractAddress: token,
      entrypoint: 'transfer',
      calldata: [stranger, '0x1', '0x0'],
    })
    const { account, executed } = recordingAccount()
    const failure = await executeSteps({
      client: clientFor(server(), { trustedDeployments: undefined }),
      quote: await served(hostile, request),
      request,
      walletAddress: request.srcWalletAddress,
      metadata: hostileMetadata,
      chains,
      executors: { starknet: account },
    }).catch((error: unknown) => error)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(
      'deployments-suspicious',
    )
    expect(executed).toEqual([])
  })
})
