// What a production app sees, checked against what vtkit knows of production: the live captures
// (test/helpers/productionCaptures.ts says where each comes from) served over HTTP as production
// sends them, read by the actions, verified with the registry and no pin of the app's own. The
// honest ones must pass with no finding (a warning on every transfer teaches people to click
// through the one that matters); each hostile variant is refused or warned, and run through the
// engine with a recording wallet, which must be asked nothing.

import { PublicKey } from '@solana/web3.js'
import { encodeFunctionData, type Hex, pad, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { productionContracts } from '../../src/core/registry/productionContracts.js'
import {
  assertStepsSafe,
  buildUserSteps,
  type ContractRegistry,
  createContractRegistry,
  type EvmExecutor,
  type EvmTransactionStep,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  ledgerArrival,
  ledgerValueLoss,
  loadProductionRegistry,
  type Metadata,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  type SolanaExecutor,
  solanaChecks,
  type Token,
  UnsafeStepError,
  type VerifyUserStepsParameters,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { solanaTransaction } from '../../src/testing/solanaTransaction.js'
import {
  approveCall,
  bnbTaxiCapture,
  type Call,
  type Capture,
  cctpCapture,
  intentCapture,
  oftSend,
  production,
  chains as productionChains,
  metadata as productionMetadata,
  pull,
  solanaCapture,
  solanaFacts,
  solanaStepData,
  taxiCapture,
  usdc,
} from '../helpers/productionCaptures.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const stranger = '0x000000000000000000000000000000000000dEaD'
let registry: ContractRegistry

beforeAll(async () => {
  const loaded = await loadProductionRegistry()
  if (!loaded) throw new Error('the registry did not load')
  registry = loaded
})

/** Serves `body` (as JSON) at `path` until the test ends. */
function serve(path: string | RegExp, body: unknown) {
  server().simulator.faults.inject({
    path,
    fault: { type: 'body', status: 200, body: JSON.stringify(body) },
  })
}

/** A production app with no pins of its own (no `trustedDeployments`), reading the bodies. */
const client = () => clientFor(server(), { trustedDeployments: undefined })

/** The capture as the actions read it from HTTP: /chains, /metadata and /quotes as served. */
async function read(
  capture: Capture,
  metadata: Metadata = productionMetadata,
): Promise<{
  quote: Quote
  request: QuoteRequest
  metadata: Metadata
  chains: typeof productionChains
}> {
  serve('/chains', { chains: productionChains })
  serve('/metadata', metadata)
  serve('/quotes', { quotes: [capture.quote], rejectedQuotes: [], tokens: capture.prices })
  const [chains, served, { quotes }] = await Promise.all([
    getChains(client()),
    getMetadata(client()),
    getQuotes(client(), capture.request),
  ])
  const [quote] = quotes
  if (!quote) throw new Error('the capture was not read as a quote')
  return { quote, request: capture.request, metadata: served, chains }
}

/** The capture read over HTTP and checked as the engine checks it; `extra` changes the parameters. */
async function check(
  capture: Capture & { now?: number },
  extra: Partial<VerifyUserStepsParameters> = {},
) {
  const { quote, request, metadata, chains } = await read(capture, extra.metadata)
  const checked = verifyUserSteps({
    quote,
    request,
    metadata,
    chains,
    walletAddress: request.srcWalletAddress,
    prices: capture.prices,
    // What the pools charge on chain, as the engine reads it through the wallet.
    bridgeFees: capture.chainFees,
    chainChecks: { solana: solanaChecks },
    registry,
    now: capture.now,
    ...extra,
  })
  return { ...checked, quote, chains }
}

async function verify(
  capture: Capture & { now?: number },
  extra: Partial<VerifyUserStepsParameters> = {},
) {
  const { findings } = await check(capture, extra)
  return findings.map((finding) => `${finding.severity}:${finding.rule}`)
}

describe('production, as an app that pins nothing sees it', () => {
  it('passes the Stargate taxi from Base with no finding, priced as the widget prices it', async () => {
    expect(await verify(taxiCapture('base'))).toEqual([])
  })

  it('passes the taxi from OP Mainnet, whose feeUsd leaves the messaging fee out, with no finding', async () => {
    expect(await verify(taxiCapture('optimism'))).toEqual([])
    // As the engine reads it: the pool itself charges that fee.
    expect(
      await verify(taxiCapture('optimism'), { bridgeFees: { 1: 49_834_877_653_870n } }),
    ).toEqual([])
  })

  it('passes the Aori intents from Base and OP Mainnet with no finding', async () => {
    expect(await verify(intentCapture('base'))).toEqual([])
    expect(await verify(intentCapture('optimism'))).toEqual([])
  })

  it('passes the Solana step: the route account’s token account opened and paid, with no finding', async () => {
    expect(await verify(solanaCapture())).toEqual([])
    // Its rent is the wallet's, said with the step: one token account, rent-exempt.
    expect(solanaChecks.tokenAccountRent(solanaStepData, solanaFacts.wallet)).toBe(2_039_280n)
  })

  it('passes a CCTP batch that pays the quote’s relay fee to the service’s fee receiver', async () => {
    expect(await verify(cctpCapture())).toEqual([])
  })

  it('passes a BNB Chain taxi through LayerZero’s own multicall, 18 decimals sent, 6 received, with no finding', async () => {
    expect(await verify(bnbTaxiCapture())).toEqual([])
  })

  it('measured: without the registry, the same app was asked to confirm every EVM transfer', async () => {
    const without = { registry: undefined }
    // Both EVM steps go through the service's contracts, which nothing vouches for.
    const unknown = ['warn:deployments-unknown', 'warn:deployments-unknown']
    expect(await verify(taxiCapture('base'), without)).toEqual([
      ...unknown,
      'warn:bridge-contract-unverified',
    ])
    expect(await verify(intentCapture('base'), without)).toEqual([
      'warn:deployments-unknown',
      'warn:intent-contract-unverified',
    ])
    expect(await verify(cctpCapture(), without)).toEqual([
      ...unknown,
      'warn:bridge-contract-unverified',
      'warn:ledger-fee-unverified',
    ])
  })
})

const replace = (position: number, call: Call) => (calls: Call[]) =>
  calls.map((item, index) => (index === position ? call : item))

describe('hostile variants of the same captures', () => {
  const sendThrough = (pool: string) => (calls: Call[]) => {
    const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
    return replace(
      2,
      oftSend(pool, {
        dstEid: 30110,
        to: wallet,
        amount: 10_000_000n,
        minAmount: 9_893_989n,
        fee: 110_151_000_120_986n,
        refund: production.base.multicall,
      }),
    )(replace(1, approveCall(usdc.base, pool, 10_000_000n))(calls))
  }

  it.each([
    ['the USDC sent through the ETH pool', production.base.ethPool, 'refuse:batch-bridge'],
    ['a pool Stargate shut down', production.base.shutEurcPool, 'refuse:batch-bridge'],
    // Production bridges Base's USDC through one pool: a stranger in its place is another contract.
    ['a pool production does not know', stranger, 'refuse:batch-bridge'],
  ])('%s', async (_label, pool, rule) => {
    const findings = await verify(taxiCapture('base', { calls: sendThrough(pool) }))
    expect(findings).toEqual([rule])
  })

  it('names production’s own pool when a stranger stands in its place', async () => {
    const { quote, request, metadata, chains } = await read(
      taxiCapture('base', { calls: sendThrough(stranger) }),
    )
    const [finding] = verifyUserSteps({ quote, request, metadata, chains, registry }).findings
    expect(finding?.message).toContain(
      `Stargate's USDC pool there (${production.base.usdcPool.toLowerCase()})`,
    )
  })

  it('names the contract for what it is', async () => {
    const { quote, request, metadata, chains } = await read(
      taxiCapture('base', { calls: sendThrough(production.base.ethPool) }),
    )
    const [finding] = verifyUserSteps({ quote, request, metadata, chains, registry }).findings
    expect(finding?.message).toMatch(/Stargate's ETH pool, not the pool of the token you send/)
  })

  it('refuses a /metadata that names another multicall than production’s on Base', async () => {
    const hostile = structuredClone(productionMetadata)
    const base = hostile.base?.deployments
    if (!base?.multicall) throw new Error('no base')
    base.multicall.address = stranger
    expect(await verify(taxiCapture('base'), { metadata: hostile })).toContain(
      'refuse:deployments-untrusted',
    )
    // …or production's USDC pool as its multicall.
    base.multicall.address = production.base.usdcPool
    expect(await verify(taxiCapture('base'), { metadata: hostile })).toContain(
      'refuse:deployments-suspicious',
    )
  })

  it('asks nothing about contracts production vouches for, whatever an earlier visit remembered', async () => {
    // A first visit under a hostile /metadata left other addresses in the memory: production's
    // own are no news.
    const remembered = { base: { multicall: stranger, transferDelegate: stranger } }
    expect(await verify(taxiCapture('base'), { previousDeployments: remembered })).toEqual([])
  })

  it('only warns where the record it contradicts is inferred (integrators’ tables)', async () => {
    const arbitrum = structuredClone(productionMetadata)
    arbitrum.arbitrum = {
      deployments: {
        multicall: { address: '0x00000000000000000000000000000000000a11ce' },
        transferDelegate: { address: '0x60FccB9b58d5E806ca5Cb8BFCe721c2274609dE4' },
      },
    }
    const capture = taxiCapture('base')
    for (const step of capture.quote.userSteps as EvmTransactionStep[]) {
      step.chainKey = 'arbitrum'
      step.transaction.encoded.chainId = 42161
    }
    const request = { ...capture.request, srcChainKey: 'arbitrum', dstChainKey: 'base' }
    const findings = await verify(
      { ...capture, request, quote: { ...capture.quote, routeSteps: [] } },
      { metadata: arbitrum },
    )
    expect(findings).toContain('warn:deployments-unrecognised')
    expect(findings.filter((finding) => finding.startsWith('refuse:deployments'))).toEqual([])
  })

  it('refuses an order for an Aori production does not know (it runs one on Base), a retired build and another version', async () => {
    expect(await verify(intentCapture('base', { verifyingContract: stranger }))).toEqual([
      'refuse:approve-spender-not-intent-contract',
    ])
    expect(
      await verify(intentCapture('base', { verifyingContract: production.retiredAori })),
    ).toEqual(['refuse:approve-spender-not-intent-contract'])
    expect(await verify(intentCapture('base', { version: '0.3.0' }))).toEqual([
      'refuse:intent-order-mismatch',
    ])
  })

  it('refuses tokens sent to a stranger’s associated token account on Solana', async () => {
    const strangerKey = new PublicKey('Vote111111111111111111111111111111111111111').toBase58()
    const ata = associatedTokenAccount(strangerKey, solanaFacts.usdc)
    const checked = new Uint8Array(10)
    checked[0] = 12
    new DataView(checked.buffer).setBigUint64(1, 10_000_000n, true)
    checked[9] = 6
    const data = solanaTransaction({
      feePayer: solanaFacts.wallet,
      recentBlockhash: '11111111111111111111111111111111',
      version: 0,
      instructions: [
        {
          programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
          accounts: [
            solanaFacts.wallet,
            ata,
            strangerKey,
            solanaFacts.usdc,
            '11111111111111111111111111111111',
            'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          ],
          data: Uint8Array.of(1),
        },
        {
          programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          accounts: [solanaFacts.walletUsdcAccount, solanaFacts.usdc, ata, solanaFacts.wallet],
          data: checked,
        },
      ],
    })
    expect(await verify(solanaCapture(data))).toEqual([
      'refuse:solana-instruction',
      'refuse:solana-instruction',
    ])
  })

  it('refuses a relay fee paid to another account than the fee receiver, or above the quote’s fee', async () => {
    expect(await verify(cctpCapture({ feeReceiver: stranger }))).toContain(
      'refuse:ledger-unaccounted',
    )
    expect(await verify(cctpCapture({ paid: 30_000n }))).toContain('refuse:ledger-fee-excessive')
  })

  it('refuses a messaging fee inflated where feeUsd leaves it out: by its size, and against the pool’s own quote', async () => {
    const inflated = taxiCapture('optimism', { fee: 10n ** 18n })
    expect(await verify(inflated)).toContain('refuse:ledger-fee-excessive')
    // Without the chain's word, its size against the quote's own dollar figures.
    expect(await verify(inflated, { bridgeFees: undefined })).toContain(
      'refuse:fees-disagree-with-fee-usd',
    )
    const slightly = taxiCapture('optimism', { fee: 49_834_877_653_870n * 3n })
    // Against the pool's own quote, read on chain.
    expect(await verify(slightly)).toEqual(['refuse:ledger-fee-excessive'])
    // Where the chain cannot be asked, the fee is said, never passed in silence.
    expect(await verify(slightly, { bridgeFees: { 1: 'unreadable' } })).toEqual([
      'warn:ledger-fee-unverified',
    ])
    expect(await verify(slightly, { bridgeFees: undefined })).toEqual([
      'warn:ledger-fee-unverified',
    ])
  })

  it('refuses native coin handed to a call of the batch other than the bridge', async () => {
    const paid = taxiCapture('base', {
      calls: (calls) => calls.map((call, index) => (index === 1 ? { ...call, value: 1n } : call)),
    })
    expect(await verify(paid)).toContain('refuse:ledger-unaccounted')
  })
})

// Issue #39: what a known bridge, a quote's own figures or its own fee list let through before.
describe('every unit accounted for, on the captures', () => {
  const attackerMetadata: Metadata = {
    ...productionMetadata,
    bsc: {
      deployments: {
        multicall: { address: '0x000000000000000000000000000000000000a77a' },
        transferDelegate: { address: '0x000000000000000000000000000000000000de1e' },
      },
    },
  }
  const toAttacker = (calls: Call[]) =>
    calls.map((call) => ({
      ...call,
      target: call.target
        .toLowerCase()
        .replace(
          production.bsc.multicall.toLowerCase(),
          '0x000000000000000000000000000000000000a77a',
        )
        .replace(
          production.bsc.delegate.toLowerCase(),
          '0x000000000000000000000000000000000000de1e',
        ),
      data: call.data
        .toLowerCase()
        .replaceAll(
          production.bsc.multicall.slice(2).toLowerCase(),
          '000000000000000000000000000000000000a77a',
        )
        .replaceAll(
          production.bsc.delegate.slice(2).toLowerCase(),
          '000000000000000000000000000000000000de1e',
        ),
    }))

  it('1. a known pool does not vouch for a multicall and delegate nobody knows (BNB Chain)', async () => {
    const capture = bnbTaxiCapture({ calls: toAttacker })
    for (const step of capture.quote.userSteps as EvmTransactionStep[]) {
      const encoded = step.transaction.encoded
      encoded.to =
        encoded.to.toLowerCase() === production.bsc.multicall.toLowerCase()
          ? '0x000000000000000000000000000000000000a77a'
          : encoded.to
      encoded.data = encoded.data
        .toLowerCase()
        .replace(
          production.bsc.delegate.slice(2).toLowerCase(),
          '000000000000000000000000000000000000de1e',
        )
    }
    const findings = await verify(capture, { metadata: attackerMetadata })
    // BNB Chain's pair is an inferred record: contradicted, it is said, not refused.
    expect(findings).toContain('warn:deployments-unrecognised')
    expect(findings.filter((finding) => finding.startsWith('refuse:'))).toEqual([])
    // Where vtkit has no record at all (the registry without the service's rows), unknown.
    const { valueTransfer, ...rest } = productionContracts
    const withoutRows = createContractRegistry({
      ...rest,
      valueTransfer: { ...valueTransfer, rows: [], derived: [] },
    })
    expect(await verify(capture, { metadata: attackerMetadata, registry: withoutRows })).toContain(
      'warn:deployments-unknown',
    )
  })

  it.each([
    ['0.01', 10_000n],
    ['1', 1_000_000n],
  ])(
    '2. the live taxi pulling 10 USDC and bridging %s, no sweep, its figures unchanged',
    async (_label, bridged) => {
      const capture = taxiCapture('base', {
        calls: (calls) => [
          calls[0] as Call,
          approveCall(usdc.base, production.base.usdcPool, bridged),
          oftSend(production.base.usdcPool, {
            dstEid: 30110,
            to: '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098',
            amount: bridged,
            minAmount: (bridged * 99n) / 100n,
            fee: 110_151_000_120_986n,
            refund: production.base.multicall,
          }),
        ],
      })
      const findings = await verify(capture)
      expect(findings).toEqual(
        expect.arrayContaining(['refuse:ledger-unaccounted', 'refuse:ledger-minimum-out']),
      )
    },
  )

  it('5. a CCTP relay fee of 9 of 10 USDC to the real fee receiver, 0.999 burnt, 9.979 shown arriving', async () => {
    const capture = cctpCapture({ paid: 9_000_000n, burnt: 999_000n })
    // The quote declares the fee it takes: only the burn's own figures contradict what it shows.
    capture.quote.fees = [
      { ...(capture.quote.fees[0] as Quote['fees'][number]), amount: '9000000' },
    ]
    capture.quote.dstAmount = '9979000'
    capture.quote.dstAmountMin = '9979000'
    expect(await verify(capture)).toContain('refuse:ledger-minimum-out')
  })
})

describe('through the engine, with a recording wallet', () => {
  /**
   * An EVM wallet that records every prompt and declines it (EIP-1193 4001); its reads answer as
   * the chain would: each bridge step's pool charges the capture's live fee.
   */
  function recordingWallet(chainId: number, chainFees: Record<number, bigint> = {}) {
    const prompts: string[] = []
    const decline = (name: string) => {
      prompts.push(name)
      return Promise.reject(Object.assign(new Error('declined'), { code: 4001 }))
    }
    const evm: EvmExecutor = {
      getChainId: async () => chainId,
      switchChain: () => decline('switchChain'),
      sendTransaction: () => decline('sendTransaction'),
      waitForReceipt: () => Promise.reject(new Error('nothing was sent')),
      readAllowance: async () => 0n,
      signTypedData: () => decline('signTypedData'),
      call: async ({ data }) => {
        const [fee] = Object.values(chainFees)
        if (!data.startsWith('0x3b6f743b') || fee === undefined) throw new Error('reverted')
        return `0x${fee.toString(16).padStart(64, '0')}${'0'.repeat(64)}`
      },
    }
    return { evm, prompts }
  }

  async function run(capture: Capture & { now?: number }, served?: Metadata) {
    const { quote, request, metadata, chains } = await read(capture, served)
    const wallet = recordingWallet(
      chains.find((chain) => chain.chainKey === request.srcChainKey)?.chainId ?? 0,
      capture.chainFees,
    )
    const outcome = await executeSteps({
      client: client(),
      quote,
      request,
      walletAddress: request.srcWalletAddress,
      metadata,
      chains,
      prices: capture.prices,
      executors: { evm: wallet.evm },
      locks: null,
      now: capture.now === undefined ? undefined : () => capture.now as number,
    }).catch((error: unknown) => error as { name: string; findings?: { rule: string }[] })
    return { outcome, prompts: wallet.prompts }
  }

  it('asks the wallet to approve the honest taxi (nothing to confirm): the checks passed', async () => {
    const { outcome, prompts } = await run(taxiCapture('base'))
    expect(outcome).toMatchObject({ name: 'UserRejectedError' })
    expect(prompts).toEqual(['sendTransaction'])
  })

  it('the USDC sent through the ETH pool is refused and the wallet is asked nothing', async () => {
    const hostile = taxiCapture('base', {
      calls: (calls) => [
        calls[0] as Call,
        approveCall(usdc.base, production.base.ethPool, 10_000_000n),
        { ...(calls[2] as Call), target: production.base.ethPool },
        calls[3] as Call,
      ],
    })
    const { outcome, prompts } = await run(hostile)
    expect(outcome).toMatchObject({ name: 'UnsafeStepError' })
    expect(prompts).toEqual([])
  })

  it.each([
    [
      'an order for a retired Aori build',
      () => intentCapture('base', { verifyingContract: production.retiredAori }),
    ],
    [
      'a relay fee to a stranger',
      () => cctpCapture({ feeReceiver: '0x000000000000000000000000000000000000dEaD' }),
    ],
    ['an inflated messaging fee', () => taxiCapture('optimism', { fee: 10n ** 18n })],
    [
      'a relay fee paid twice',
      () =>
        cctpCapture({
          burnt: 10_000_000n - 40_000n,
          calls: (calls) => [...calls.slice(0, 2), calls[1] as Call, ...calls.slice(2)],
        }),
    ],
    [
      'a burn through a stranger where Circle’s messenger is on record',
      () =>
        cctpCapture({
          calls: (calls) =>
            calls.map((call) =>
              call.target.toLowerCase() === production.cctpTokenMessengerV2.toLowerCase()
                ? { ...call, target: '0x000000000000000000000000000000000000dEaD' }
                : call,
            ),
        }),
    ],
    [
      'a quarter of the USDC guaranteed on arrival, the quote agreeing',
      () => {
        const capture = taxiCapture('base', {
          calls: (calls) =>
            calls.map((call, index) =>
              index === 2
                ? oftSend(production.base.usdcPool, {
                    dstEid: 30110,
                    to: '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098',
                    amount: 10_000_000n,
                    minAmount: 2_500_000n,
                    fee: 110_151_000_120_986n,
                    refund: production.base.multicall,
                  })
                : call,
            ),
        })
        capture.quote.dstAmount = '2500000'
        capture.quote.dstAmountMin = '2500000'
        return capture
      },
    ],
  ])('%s is refused and the wallet is asked nothing', async (_label, capture) => {
    const { outcome, prompts } = await run(capture())
    expect(outcome).toMatchObject({ name: 'UnsafeStepError' })
    expect(prompts).toEqual([])
  })

  it('builds the Solana step from /build-user-steps and passes it to the wallet', async () => {
    const capture = solanaCapture()
    const pending = { ...capture.quote, userSteps: undefined }
    serve('/build-user-steps', { userSteps: capture.quote.userSteps })
    const { metadata, chains } = await read({ ...capture, quote: pending as unknown as Quote })
    const built = await buildUserSteps(client(), { quoteId: capture.quote.id })
    const prompts: string[] = []
    const solana: SolanaExecutor = {
      signTransaction: (data) => {
        prompts.push(data)
        return Promise.reject(Object.assign(new Error('declined'), { code: 4001 }))
      },
      sendTransaction: () => Promise.reject(new Error('nothing was signed')),
      confirm: () => Promise.reject(new Error('nothing was sent')),
      checks: solanaChecks,
    }
    const outcome = await executeSteps({
      client: client(),
      quote: { ...capture.quote, userSteps: built },
      request: capture.request,
      walletAddress: solanaFacts.wallet,
      metadata,
      chains,
      executors: { solana },
      locks: null,
    }).catch((error: unknown) => error as { name: string })
    expect(outcome).toMatchObject({ name: 'UserRejectedError' })
    expect(prompts).toHaveLength(1)
  })
})

// What a fresh-eyes review of the registry's checks found, each closed here.
describe('what the review of the registry found', () => {
  const strangerKey = 'Vote111111111111111111111111111111111111111'

  /** Production's Solana step, paying `owner`'s token account, as many times as `transfers`. */
  function solanaPaying(owner: string, transfers = 1): string {
    const ata = associatedTokenAccount(owner, solanaFacts.usdc)
    const checked = new Uint8Array(10)
    checked[0] = 12
    new DataView(checked.buffer).setBigUint64(1, 10_000_000n, true)
    checked[9] = 6
    const transfer = {
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      accounts: [solanaFacts.walletUsdcAccount, solanaFacts.usdc, ata, solanaFacts.wallet],
      data: checked,
    }
    return solanaTransaction({
      feePayer: solanaFacts.wallet,
      recentBlockhash: '11111111111111111111111111111111',
      version: 0,
      instructions: [
        {
          programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
          accounts: [
            solanaFacts.wallet,
            ata,
            owner,
            solanaFacts.usdc,
            '11111111111111111111111111111111',
            'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          ],
          data: Uint8Array.of(1),
        },
        ...Array.from({ length: transfers }, () => transfer),
      ],
    })
  }

  const namingStranger: Metadata = {
    ...productionMetadata,
    solana: {
      deployments: {
        multicall: { address: '7Ds5JtH5zSfyGiYcieSQKFbWaYy2cbgxvGzBiKjXUPYo' },
        transferDelegate: { address: strangerKey },
      },
    },
  }

  it('asks before paying a Solana account production does not know, even when /metadata names it', async () => {
    const capture = solanaCapture(solanaPaying(strangerKey))
    expect(await verify(capture, { metadata: namingStranger })).toEqual([
      'warn:bridge-contract-unverified',
    ])
    // The app's pin vouches for it as production's record does.
    expect(
      await verify(capture, {
        metadata: namingStranger,
        trustedDeployments: { solana: { transferDelegate: strangerKey } },
      }),
    ).toEqual([])
    // Through the engine: the warning is not confirmed, so the wallet is asked nothing.
    const prompts: string[] = []
    const { quote, request, metadata, chains } = await read(capture, namingStranger)
    const outcome = await executeSteps({
      client: client(),
      quote,
      request,
      walletAddress: solanaFacts.wallet,
      metadata,
      chains,
      executors: {
        solana: {
          signTransaction: (data) => {
            prompts.push(data)
            return Promise.reject(new Error('asked'))
          },
          sendTransaction: () => Promise.reject(new Error('asked')),
          confirm: () => Promise.reject(new Error('asked')),
          checks: solanaChecks,
        },
      },
      locks: null,
    }).catch((error: unknown) => error as { name: string })
    expect(outcome).toMatchObject({ name: 'UnsafeStepError' })
    expect(prompts).toEqual([])
  })

  it('refuses Solana transfers that add up to more than the amount, each within it', async () => {
    const twice = solanaCapture(solanaPaying(solanaFacts.routeAccount, 2))
    expect(await verify(twice)).toEqual(['refuse:ledger-sent-mismatch'])
  })

  it('refuses relay fees that add up to more than the quote’s fee, each within it', async () => {
    const twice = cctpCapture({
      burnt: 10_000_000n - 40_000n,
      calls: (calls) => [...calls.slice(0, 2), calls[1] as Call, ...calls.slice(2)],
    })
    expect(await verify(twice)).toContain('refuse:ledger-fee-excessive')
  })

  it('without the registry, asks about the relay fee’s receiver instead of refusing every CCTP quote', async () => {
    expect(await verify(cctpCapture(), { registry: undefined })).toContain(
      'warn:ledger-fee-unverified',
    )
    expect(await verify(cctpCapture({ paid: 30_000n }), { registry: undefined })).toContain(
      'refuse:ledger-fee-excessive',
    )
  })

  it('refuses a destination that /chains gives another chain’s id (sonic as Arbitrum)', async () => {
    const sonic = {
      ...(productionChains[2] as (typeof productionChains)[number]),
      name: 'Sonic',
      shortName: 'Sonic',
      chainKey: 'sonic',
      chainId: 42161,
    }
    const capture = taxiCapture('base')
    const toSonic = { ...capture, request: { ...capture.request, dstChainKey: 'sonic' } }
    const chains = [...productionChains, sonic]
    // The endpoint id is LayerZero's for the key, whatever /chains says its id is.
    expect(await verify(toSonic, { chains })).toContain('refuse:batch-bridge')
    // And the app's own Sonic says the id is wrong.
    expect(await verify(toSonic, { chains, appChains: [{ id: 146, name: 'Sonic' }] })).toContain(
      'refuse:chain-id-conflict',
    )
  })

  it('refuses a chain that /chains names as another: the key decides, not the name', async () => {
    const chains = productionChains.map((chain) =>
      chain.chainKey === 'base' ? { ...chain, name: 'Arbitrum One', chainId: 42161 } : chain,
    )
    const appChains = [
      { id: 42161, name: 'Arbitrum One' },
      { id: 8453, name: 'Base' },
    ]
    expect(await verify(taxiCapture('base'), { chains, appChains })).toContain(
      'refuse:chain-id-conflict',
    )
  })

  it('merges the pins an app gives by chain key and by chain id: neither is dropped', async () => {
    const pins = {
      base: { multicall: stranger, transferDelegate: production.base.delegate },
      '8453': { bridges: [production.base.usdcPool] },
    }
    expect(await verify(taxiCapture('base'), { trustedDeployments: pins })).toContain(
      'refuse:deployments-untrusted',
    )
  })
})

/** The associated token account of `owner` for `mint` (SPL Token), as wallets derive it. */
function associatedTokenAccount(owner: string, mint: string): string {
  const [found] = PublicKey.findProgramAddressSync(
    [
      new PublicKey(owner).toBuffer(),
      new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA').toBuffer(),
      new PublicKey(mint).toBuffer(),
    ],
    new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
  )
  return found.toBase58()
}

// A second review, as an attacker who knows the first rules: each hostile variant, then the
// honest capture it is made from, which still passes.
describe('what the second attack review found', () => {
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
  const taxiSend = (minAmount: bigint) =>
    replace(
      2,
      oftSend(production.base.usdcPool, {
        dstEid: 30110,
        to: wallet,
        amount: 10_000_000n,
        minAmount,
        fee: 110_151_000_120_986n,
        refund: production.base.multicall,
      }),
    )

  it('a relay fee paid in parts is judged whole: a second transfer is refused, and so is half the amount', async () => {
    // Two fees of 2.4 USDC, each under a quarter of 10: the quote lists both.
    const split = cctpCapture({
      paid: 2_400_000n,
      burnt: 5_200_000n,
      calls: (calls) => [...calls.slice(0, 2), calls[1] as Call, ...calls.slice(2)],
    })
    split.quote.fees = [{ ...(split.quote.fees[0] as Quote['fees'][number]), amount: '4800000' }]
    split.quote.dstAmount = '5199000'
    split.quote.dstAmountMin = '5199000'
    expect(await verify(split)).toContain('refuse:ledger-fee-excessive')
    // One fee of 6 USDC, listed: more than half of what is sent.
    const half = cctpCapture({ paid: 6_000_000n })
    half.quote.fees = [{ ...(half.quote.fees[0] as Quote['fees'][number]), amount: '6000000' }]
    expect(await verify(half)).toContain('refuse:ledger-fee-excessive')
    // One of 3 USDC, listed: above a quarter, said rather than refused.
    const third = cctpCapture({ paid: 3_000_000n })
    third.quote.fees = [{ ...(third.quote.fees[0] as Quote['fees'][number]), amount: '3000000' }]
    third.quote.feeUsd = '3.00'
    expect(await verify(third)).toEqual(['warn:ledger-fee-unverified'])
    expect(await verify(cctpCapture())).toEqual([])
  })

  it('an approval on another chain than the source is one the transfer does not need', async () => {
    const capture = taxiCapture('base')
    const [approval] = capture.quote.userSteps as EvmTransactionStep[]
    if (!approval) throw new Error('no approval')
    const elsewhere = structuredClone(approval)
    elsewhere.chainKey = 'optimism'
    elsewhere.transaction.encoded.chainId = production.optimism.chainId
    elsewhere.transaction.encoded.to = usdc.optimism
    capture.quote.userSteps = [...capture.quote.userSteps, elsewhere]
    expect(await verify(capture)).toContain('refuse:ledger-other-asset')
  })

  it('a burn through a messenger production does not know, where Circle’s is on record, is refused', async () => {
    const capture = cctpCapture({
      calls: (calls) =>
        calls.map((call) =>
          call.target.toLowerCase() === production.cctpTokenMessengerV2.toLowerCase()
            ? { ...call, target: stranger }
            : call.data.startsWith('0x095ea7b3')
              ? approveCall(usdc.base, stranger, 9_980_000n)
              : call,
        ),
    })
    expect(await verify(capture)).toContain('refuse:batch-bridge')
  })

  it('a minimum below half of what crosses, of one currency, is refused whatever the quote promises', async () => {
    const low = taxiCapture('base', { calls: taxiSend(4_000_000n) })
    low.quote.dstAmount = '4000000'
    low.quote.dstAmountMin = '4000000'
    expect(await verify(low)).toEqual(['refuse:ledger-minimum-out'])
    // 60 % arrives: a costly route, for the user to accept, not a refusal.
    const costly = taxiCapture('base', { calls: taxiSend(6_000_000n) })
    costly.quote.dstAmount = '6000000'
    costly.quote.dstAmountMin = '6000000'
    expect(await verify(costly)).toEqual([])
  })

  it('a pull of the native coin through the delegate is refused: it would stand for value never sent', async () => {
    const capture = taxiCapture('base', {
      calls: (calls) => [
        ...calls,
        pull(
          production.base.delegate,
          NATIVE_TOKEN_ADDRESS,
          wallet,
          production.base.multicall,
          10n ** 17n,
        ),
      ],
    })
    expect(await verify(capture)).toContain('refuse:batch-pull')
  })

  describe('on Solana, token accounts opened at the wallet’s expense', () => {
    const ata = (owner: string, mint: string) => associatedTokenAccount(owner, mint)
    const open = (owner: string, mint: string) => ({
      programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      accounts: [
        solanaFacts.wallet,
        ata(owner, mint),
        owner,
        mint,
        '11111111111111111111111111111111',
        'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      ],
      data: Uint8Array.of(1),
    })
    const checked = new Uint8Array(10)
    checked[0] = 12
    new DataView(checked.buffer).setBigUint64(1, 10_000_000n, true)
    checked[9] = 6
    const transfer = {
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      accounts: [
        solanaFacts.walletUsdcAccount,
        solanaFacts.usdc,
        ata(solanaFacts.routeAccount, solanaFacts.usdc),
        solanaFacts.wallet,
      ],
      data: checked,
    }
    const step = (instructions: ReturnType<typeof open>[]) =>
      solanaCapture(
        solanaTransaction({
          feePayer: solanaFacts.wallet,
          recentBlockhash: '11111111111111111111111111111111',
          version: 0,
          instructions,
        }),
      )
    const bonk = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'

    it.each([
      [
        'the route’s accounts of tokens it is paid none of (a rent farm)',
        [
          open(solanaFacts.routeAccount, solanaFacts.usdc),
          open(solanaFacts.routeAccount, bonk),
          transfer,
        ],
      ],
      [
        'the same account twice',
        [
          open(solanaFacts.routeAccount, solanaFacts.usdc),
          open(solanaFacts.routeAccount, solanaFacts.usdc),
          transfer,
        ],
      ],
      [
        'the wallet’s own account of a token the transfer does not send',
        [
          open(solanaFacts.wallet, bonk),
          open(solanaFacts.routeAccount, solanaFacts.usdc),
          transfer,
        ],
      ],
    ])('refuses %s', async (_label, instructions) => {
      expect(await verify(step(instructions))).toContain('refuse:solana-instruction')
    })

    it('passes the account the transfer pays into, and the wallet’s own of the token sent', async () => {
      expect(
        await verify(step([open(solanaFacts.routeAccount, solanaFacts.usdc), transfer])),
      ).toEqual([])
      expect(
        await verify(
          step([
            open(solanaFacts.wallet, solanaFacts.usdc),
            open(solanaFacts.routeAccount, solanaFacts.usdc),
            transfer,
          ]),
        ),
      ).toEqual([])
    })
  })
})

// A third review: the route the quote names, the symbols and decimals its token list gives and a
// confirmation given for other warnings must not turn a refusal into a warning, or hide a loss.
describe('what the third attack review found', () => {
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
  const throughStranger = (calls: Call[]) =>
    calls.map((call, index) =>
      index === 1
        ? approveCall(usdc.base, stranger, 10_000_000n)
        : index === 2
          ? oftSend(stranger, {
              dstEid: 30110,
              to: wallet,
              amount: 10_000_000n,
              minAmount: 9_893_989n,
              fee: 110_151_000_120_986n,
              refund: production.base.multicall,
            })
          : call,
    )

  it.each([
    ['no route steps', []],
    ['an unknown route type beside the taxi', ['STARGATE_V2_TAXI', 'FOO']],
    ['an unknown route type', ['FOO']],
  ])(
    'a stranger in the place of the USDC pool is refused whatever the route says: %s',
    async (_label, types) => {
      const capture = taxiCapture('base', { calls: throughStranger })
      capture.quote.routeSteps = types.map((type) => ({
        type,
        srcChainKey: 'base',
        description: '',
      }))
      expect(await verify(capture)).toEqual(['refuse:batch-bridge'])
    },
  )

  it('an OFT route may send a token with a Stargate pool through its own adapter: said, not refused', async () => {
    const capture = taxiCapture('base', { calls: throughStranger })
    capture.quote.routeSteps = [{ type: 'OFT_V2', srcChainKey: 'base', description: '' }]
    expect(await verify(capture)).toEqual(['warn:bridge-contract-unverified'])
  })

  it('a burn through a stranger is refused with either version’s selector where Circle’s messenger is on record', async () => {
    const v1 = cctpCapture({
      calls: (calls) =>
        calls.map((call) =>
          call.target.toLowerCase() === production.cctpTokenMessengerV2.toLowerCase()
            ? {
                target: stranger,
                value: 0n,
                data: encodeFunctionData({
                  abi: parseAbi([
                    'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken)',
                  ]),
                  functionName: 'depositForBurn',
                  args: [9_980_000n, 3, pad(wallet as Hex), usdc.base as Hex],
                }),
              }
            : call.data.startsWith('0x095ea7b3')
              ? approveCall(usdc.base, stranger, 9_980_000n)
              : call,
        ),
    })
    expect(await verify(v1)).toContain('refuse:batch-bridge')
  })

  /** A CCTP batch whose relay fee takes a quarter: listed, and feeUsd agreeing. */
  const quarterFee = () => {
    const capture = cctpCapture({ paid: 2_500_000n })
    capture.quote.fees = [
      { ...(capture.quote.fees[0] as Quote['fees'][number]), amount: '2500000' },
    ]
    capture.quote.feeUsd = '2.50'
    return capture
  }
  const lossOf = async (capture: Capture, quoteTokens: Token[]) => {
    const { ledger, quote, chains } = await check(capture, {
      prices: quoteTokens,
      // As the engine reads them through the wallet: USDC's own answer.
      tokenDecimals: {
        [`base:${usdc.base.toLowerCase()}`]: 6,
        [`arbitrum:${usdc.arbitrum.toLowerCase()}`]: 6,
      },
    })
    return ledgerValueLoss(ledger, quote, {
      chains,
      prices: quoteTokens,
      dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
    })
  }
  const arriving = (prices: Token[], change: Partial<Token>) =>
    prices.map((token) => (token.chainKey === 'arbitrum' ? { ...token, ...change } : token))

  it.each([
    [
      'an invisible character in the symbol, priced at $1.34',
      { symbol: 'USDC\u200b', price: { usd: 1.34 } },
    ],
    ['a Cyrillic С, priced at $1.34', { symbol: 'USDС', price: { usd: 1.34 } }],
    ['another name altogether, priced at $1.34', { symbol: 'EURC', price: { usd: 1.34 } }],
    ['5 decimals where the token answers 6', { decimals: 5 }],
  ])(
    'a quarter taken as a relay fee is a loss to accept, whatever the token list says: %s',
    async (_label, change) => {
      const capture = quarterFee()
      expect(await lossOf(capture, capture.prices)).toMatchObject({ level: 'confirm' })
      const loss = await lossOf(capture, arriving(capture.prices, change as Partial<Token>))
      // Circle's USDC on both chains, by production's record: counted in units, the fee and the
      // burn's max fee (2.501 USDC) of 7.5 across.
      expect(loss).toMatchObject({ level: 'confirm', units: 2_501_000n })
    },
  )

  it('an order for a tenth of what it takes is refused, whatever symbol the arriving token is given', async () => {
    const capture = intentCapture('base')
    const step = capture.quote.userSteps[1] as unknown as {
      signature: { typedData: { message: Record<string, string> } }
    }
    step.signature.typedData.message.outputAmount = '100000'
    capture.quote.dstAmount = '100000'
    capture.quote.dstAmountMin = '100000'
    capture.prices = arriving(capture.prices, { symbol: 'USDС', price: { usd: 100 } })
    expect(await verify(capture)).toContain('refuse:ledger-minimum-out')
  })

  it('a confirmation holds for the warnings shown, not for another kind a new quote brings', () => {
    const shown = [
      {
        rule: 'step-on-other-chain',
        stepIndex: 0,
        severity: 'warn' as const,
        message: 'step 1 runs on Arbitrum',
      },
    ]
    const other = {
      rule: 'bridge-contract-unverified',
      stepIndex: 1,
      severity: 'warn' as const,
      message: `step 2 bridges through ${stranger}`,
    }
    expect(() => assertStepsSafe(shown, { confirmedWarnings: shown })).not.toThrow()
    expect(() => assertStepsSafe([...shown, other], { confirmedWarnings: shown })).toThrow(
      UnsafeStepError,
    )
    expect(() => assertStepsSafe([other], { confirmedWarnings: true })).not.toThrow()
  })
})

// What the user is shown: the ledger each honest capture's calldata gives, figure by figure.
describe('the ledger of each capture', () => {
  const ledgerOf = async (capture: Capture & { now?: number }) => (await check(capture)).ledger
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'

  it('the Base taxi: 10 USDC sent and bridged to the wallet on Arbitrum, at least 9.893989 arriving, the messaging fee refunded through the sweep', async () => {
    const ledger = await ledgerOf(taxiCapture('base'))
    expect(ledger.sent.map((item) => [item.asset.native, item.amount])).toEqual([
      [false, 10_000_000n],
      [true, 110_151_000_120_986n],
    ])
    expect(ledger.entries).toMatchObject([
      {
        kind: 'bridged',
        amount: 10_000_000n,
        protocol: 'stargate',
        dstChainKey: 'arbitrum',
        recipient: wallet.toLowerCase(),
        minimumOut: 9_893_989n,
        maximumOut: 10_000_000n,
      },
      {
        kind: 'fee',
        fee: 'messaging',
        amount: 110_151_000_120_986n,
        bound: 'chain',
        refund: 'returned',
      },
    ])
    expect(ledger.approvals).toMatchObject([
      { spender: production.base.delegate.toLowerCase(), amount: 10_000_000n },
    ])
    expect(ledgerArrival(ledger, { dstAmount: '9993929', dstAmountMin: '9893989' })).toEqual({
      expected: 9_993_929n,
      minimum: 9_893_989n,
      readable: true,
    })
  })

  it('the BNB Chain taxi: 10 USDC of 18 decimals, what arrives read in the destination’s 6', async () => {
    const ledger = await ledgerOf(bnbTaxiCapture())
    expect(ledger.entries[0]).toMatchObject({
      kind: 'bridged',
      amount: 10n * 10n ** 18n,
      minimumOut: 9_893_989n,
      maximumOut: 10_000_000n,
    })
  })

  it('the CCTP batch: the relay fee to the service’s known receiver, the burn less its max fee arriving', async () => {
    const ledger = await ledgerOf(cctpCapture())
    expect(ledger.entries).toMatchObject([
      { kind: 'fee', fee: 'relay', amount: 20_000n, receiverKnown: true, bound: 'kit' },
      { kind: 'bridged', protocol: 'cctp', amount: 9_980_000n, minimumOut: 9_979_000n },
    ])
  })

  it('the Aori order: its input to Aori’s contract, its output to the recipient', async () => {
    const ledger = await ledgerOf(intentCapture('base'))
    expect(ledger.entries).toMatchObject([
      {
        kind: 'bridged',
        protocol: 'intent',
        via: production.aori,
        amount: 10_000_000n,
        minimumOut: 9_979_503n,
        recipient: wallet,
      },
    ])
  })

  it('the Solana step: 10 USDC paid to the route account, the rent of its token account, what happens next unread', async () => {
    const ledger = await ledgerOf(solanaCapture())
    expect(ledger.entries).toMatchObject([
      { kind: 'fee', fee: 'rent', amount: 2_039_280n, bound: 'kit' },
      { kind: 'bridged', protocol: 'route', via: solanaFacts.routeAccount, recipient: undefined },
    ])
    expect(ledger.unread).toMatchObject([
      { what: 'solana-route', contract: solanaFacts.routeAccount },
    ])
    // Where the ledger cannot read what arrives, it is the quote's word, and said to be.
    expect(ledgerArrival(ledger, { dstAmount: '9990000', dstAmountMin: '9990000' })).toMatchObject({
      readable: false,
    })
  })

  it('the loss, from the ledger and the catalogue’s prices, and in units where a price is missing', async () => {
    const capture = taxiCapture('base')
    const ledger = await ledgerOf(capture)
    const loss = ledgerValueLoss(ledger, capture.quote, {
      chains: productionChains,
      prices: capture.prices,
      dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
    })
    // The messaging fee ($0.28) and what the pool keeps ($0.006) of $10 sent.
    expect(loss?.usd).toBeCloseTo(0.289, 2)
    expect(loss?.level).toBe('none')
    // Without the coin's price the dollars cannot be told; USDC to USDC still can, in units: what
    // the pool keeps (0.006071 USDC of 10).
    expect(
      ledgerValueLoss(ledger, capture.quote, {
        chains: productionChains,
        prices: capture.prices.filter((token) => token.address !== NATIVE_TOKEN_ADDRESS),
        dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
      }),
    ).toEqual({ usd: undefined, units: 6071n, fraction: expect.closeTo(0.0006, 4), level: 'none' })
    // With no price at all, still: production's record knows both pools as USDC's.
    expect(
      ledgerValueLoss(ledger, capture.quote, {
        chains: productionChains,
        prices: [],
        dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
      }),
    ).toMatchObject({ usd: undefined, units: 6071n })
    // A ledger that cannot tell the currencies apart tells nothing without prices.
    expect(
      ledgerValueLoss({ ...ledger, sameCurrency: undefined }, capture.quote, {
        chains: productionChains,
        prices: [],
        dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
      }),
    ).toBeUndefined()
  })

  it('a loss the service’s prices would hide is counted in units: USDC priced at $1.50 on arrival', async () => {
    // The steps guarantee 7 USDC of 10 and the quote says 7 arrive: honest steps, a costly route.
    const capture = taxiCapture('base', {
      calls: (calls) =>
        replace(
          2,
          oftSend(production.base.usdcPool, {
            dstEid: 30110,
            to: '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098',
            amount: 10_000_000n,
            minAmount: 7_000_000n,
            fee: 110_151_000_120_986n,
            refund: production.base.multicall,
          }),
        )(calls),
    })
    const ledger = await ledgerOf(capture)
    const inflated = capture.prices.map((token) =>
      token.chainKey === 'arbitrum' ? { ...token, price: { usd: 1.5 } } : token,
    )
    const loss = ledgerValueLoss(
      ledger,
      { dstAmount: '7000000', dstAmountMin: '7000000' },
      {
        chains: productionChains,
        prices: inflated,
        dstToken: { chainKey: 'arbitrum', address: usdc.arbitrum },
      },
    )
    // Priced, 7 × $1.50 is more than the $10.28 sent; counted, 3 USDC of 10 are gone.
    expect(loss).toMatchObject({ units: 3_000_000n, level: 'confirm' })
    expect(loss?.fraction).toBeCloseTo(0.3, 2)
    expect(loss?.usd).toBeCloseTo(3, 0)
  })
})
