// Who receives, checked like the steps: a recipient that keeps nothing for anyone is refused in
// the engine (so no integrator can skip it), a contract on the destination is a warning to
// confirm, an EIP-7702 account or the user's own wallet passes. Each hostile case goes through
// executeSteps with a recording wallet, which must be asked nothing.
import { type Address, createTestClient, http } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getTokens,
  type Metadata,
  type QuoteRequest,
  readChainFacts,
  UnsafeStepError,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { localChain, localUsdcRequest, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

const server = withChainSimulator()
let chains: Chain[]
let metadata: Metadata
let account: Address

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  // Nothing is ever signed here: one account (shared with other refusal tests) is enough.
  account = await accountRange(89, 89)()
})

const requestTo = (recipient: string): QuoteRequest => ({
  ...localUsdcRequest(account, 1_000_000n),
  dstWalletAddress: recipient,
})

/** The Stargate route for `request`, run through the engine with a recording wallet of its sender. */
async function run(request: QuoteRequest, confirmedWarnings = false) {
  const sender = request.srcWalletAddress as Address
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no Stargate quote')
  const wallet = createTestWallet({
    chains: inject('localChains').chains,
    account: sender,
    chainId: localChain('ethereum').chainId,
  })
  const failure = await executeSteps({
    client: clientFor(server()),
    quote,
    request,
    walletAddress: sender,
    metadata,
    chains,
    executors: { evm: wallet.executor },
    confirmedWarnings,
  }).catch((error: unknown) => error)
  return { failure, wallet, quote, request }
}

/** What the checks find, with what the chains say read through `evm` as the engine reads it. */
async function findingsOf(
  { quote, request }: Pick<Awaited<ReturnType<typeof run>>, 'quote' | 'request'>,
  evm: Parameters<typeof readChainFacts>[0],
) {
  const { findings } = verifyUserSteps({
    quote,
    request,
    metadata,
    chains,
    walletAddress: request.srcWalletAddress,
    ...(await readChainFacts(evm, { quote, request, metadata, chains })),
    endpointIds: clientFor(server()).endpointIds,
    cctpDomains: clientFor(server()).cctpDomains,
    trustedDeployments: clientFor(server()).trustedDeployments,
    prices: await getTokens(clientFor(server())),
  })
  return findings
}

const rulesOf = (findings: readonly { rule: string; severity: string }[]) =>
  findings.map((finding) => `${finding.rule}:${finding.severity}`)

/** What the checks find for the route to `recipient`. */
async function findingsFor(recipient: string) {
  const ran = await run(requestTo(recipient))
  return rulesOf(await findingsOf(ran, ran.wallet.executor))
}

describe('a recipient that keeps nothing for anyone is refused before the wallet is asked', () => {
  it.each([
    ['the token contract on the destination', () => localChain('optimism').token],
    ['the service’s own multicall', () => metadata.optimism?.deployments?.multicall?.address ?? ''],
    ['the delegate', () => metadata.ethereum?.deployments?.transferDelegate?.address ?? ''],
    ['a pool the transfer calls', () => localChain('ethereum').pools.token],
    ['the zero address', () => '0x0000000000000000000000000000000000000000'],
    ['a burn address', () => '0x000000000000000000000000000000000000dEaD'],
    ['a precompile (ecrecover)', () => '0x0000000000000000000000000000000000000001'],
  ])('%s', async (_label, recipient) => {
    const { failure, wallet } = await run(requestTo(recipient()), true)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(
      'recipient-cannot-receive',
    )
    expect(wallet.prompts).toEqual([])
  })
})

describe('a contract at the recipient on the destination', () => {
  it('is a warning the user confirms: unconfirmed, the wallet is asked nothing', async () => {
    // A contract on OP Mainnet that the transfer neither calls nor lists.
    const contract = localChain('optimism').batchCallsAccount
    const { failure, wallet } = await run(requestTo(contract))
    expect(failure).toBeInstanceOf(UnsafeStepError)
    const found = (failure as UnsafeStepError).findings
    expect(found.map((finding) => `${finding.rule}:${finding.severity}`)).toEqual([
      'recipient-has-code:warn',
    ])
    expect(found[0]?.message).toContain('may be lost unless it can receive them')
    expect(wallet.prompts).toEqual([])
  })

  it('an EIP-7702 account (a person’s account with smart-account code) passes', async () => {
    const delegated = '0x00000000000000000000000000000000007702aa'
    await createTestClient({
      mode: 'hardhat',
      transport: http(localChain('optimism').rpcUrl),
    }).setCode({
      address: delegated,
      bytecode: `0xef0100${localChain('optimism').batchCallsAccount.slice(2)}`,
    })
    expect(await findingsFor(delegated)).toEqual([])
  })

  it('an account with no code passes, and so does the user’s own wallet', async () => {
    expect(await findingsFor('0x00000000000000000000000000000000000c0de1')).toEqual([])
    expect(await findingsFor(account)).toEqual([])
  })
})

describe('a smart account sending to its own address on another chain', () => {
  const setCode = (chainKey: string, address: Address, bytecode: `0x${string}`) =>
    createTestClient({ mode: 'hardhat', transport: http(localChain(chainKey).rpcUrl) }).setCode({
      address,
      bytecode,
    })

  /** The route from `sender` to itself, run through the engine with a recording wallet. */
  async function runFrom(sender: Address) {
    const ran = await run(localUsdcRequest(sender, 1_000_000n))
    return { ...ran, rules: rulesOf(await findingsOf(ran, ran.wallet.executor)) }
  }

  it('is warned where nothing is at that address on the destination: the wallet is asked nothing', async () => {
    // A Safe on Ethereum only (any contract code; nothing is ever signed from it here).
    const safe = '0x0000000000000000000000000000000000005afe' as Address
    await setCode('ethereum', safe, '0x6001600055')
    const { failure, wallet, rules } = await runFrom(safe)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings).toMatchObject([
      { rule: 'recipient-account-missing', severity: 'warn' },
    ])
    expect((failure as UnsafeStepError).findings[0]?.message).toContain('out of your reach')
    expect(rules).toEqual(['recipient-account-missing:warn'])
    expect(wallet.prompts).toEqual([])
  })

  it('is warned where the destination cannot be read, said so', async () => {
    const safe = '0x0000000000000000000000000000000000005afc' as Address
    await setCode('ethereum', safe, '0x6001600055')
    const ran = await run(localUsdcRequest(safe, 1_000_000n))
    const wallet = ran.wallet
    // A node for OP Mainnet that fails every read.
    const optimism = localChain('optimism').chainId
    const executor = {
      ...wallet.executor,
      getCode: (input: { chainId: number; address: string }) =>
        input.chainId === optimism
          ? Promise.reject(new Error('node down'))
          : (wallet.executor.getCode?.(input) ?? Promise.resolve(undefined)),
    }
    const { quote, request } = ran
    const facts = await readChainFacts(executor, { quote, request, metadata, chains })
    expect(facts).toMatchObject({ senderCode: 'contract' })
    expect(facts.recipientCode).toBeUndefined()
    const findings = await findingsOf(ran, executor)
    expect(findings).toMatchObject([
      {
        rule: 'recipient-account-missing',
        severity: 'warn',
        message: expect.stringContaining('could not be read'),
      },
    ])
  })

  it('is not warned where the account is on both chains, or is an EIP-7702 account', async () => {
    const both = '0x0000000000000000000000000000000000005afd' as Address
    await setCode('ethereum', both, '0x6001600055')
    await setCode('optimism', both, '0x6001600055')
    expect((await runFrom(both)).rules).toEqual([])
    const delegated = '0x00000000000000000000000000000000007702ab' as Address
    await setCode(
      'ethereum',
      delegated,
      `0xef0100${localChain('ethereum').batchCallsAccount.slice(2)}`,
    )
    expect((await runFrom(delegated)).rules).toEqual([])
  })
})
