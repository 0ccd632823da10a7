// Bodies shaped as production sends them (../shared/spec/public-facts.md, "Learned from production
// captures"), written here by hand with viem as the encoder: not by the simulator, so that the kit
// and its simulator cannot pass on a belief they share. They are served over HTTP (the simulator
// server answering with the raw body) and go through the actions and the verifiers.
import { encodeFunctionData, erc20Abi, pad, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildOftTransfer,
  type EvmTransactionStep,
  getChains,
  getMetadata,
  getQuotes,
  getStatus,
  getTokens,
  isSignableChainType,
  listOfts,
  NATIVE_TOKEN_ADDRESS,
  type QuoteRequest,
  quoteExpiryTime,
  quoteRouteLabel,
  type SkippedItem,
  type TrustedDeployments,
  verifyOftTransfer,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { addressToBytes32 } from '../../src/exports/internal.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()

const wallet = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const recipient = '0x1f9090aae28b8a3dceadf281b0f12828e676c326'
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const usdcArbitrum = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'
const stargatePoolBase = '0x27a16dc786820B16E5c9028b75B99F6f604b5d26'
const multicallBase = '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a001'
const delegateBase = '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a002'
const aoriBase = '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a003'
const taxiId = `0x${'7a'.repeat(32)}`
const intentId = `0x${'1b'.repeat(32)}`
const srcAmount = 25_000_000n
const dstAmountMin = 24_900_000n
const messageFee = 31_000_000_000_000n

const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function delegateTransferFrom(address token, address from, address to, uint256 amount)',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function sweep(address[] tokens, address to)',
])

/** The four inner calls of the live taxi capture: pull, approve the pool, OFT V2 send, sweep. */
const taxiBatch = encodeFunctionData({
  abi: batchAbi,
  functionName: 'execute',
  args: [
    [
      {
        target: delegateBase,
        value: 0n,
        data: encodeFunctionData({
          abi: batchAbi,
          functionName: 'delegateTransferFrom',
          args: [usdcBase, wallet, multicallBase, srcAmount],
        }),
      },
      {
        target: usdcBase,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [stargatePoolBase, srcAmount],
        }),
      },
      {
        target: stargatePoolBase,
        value: messageFee,
        data: encodeFunctionData({
          abi: batchAbi,
          functionName: 'send',
          args: [
            {
              dstEid: 30110,
              to: pad(recipient),
              amountLD: srcAmount,
              minAmountLD: dstAmountMin,
              extraOptions: '0x',
              composeMsg: '0x',
              oftCmd: '0x',
            },
            { nativeFee: messageFee, lzTokenFee: 0n },
            multicallBase,
          ],
        }),
      },
      {
        target: multicallBase,
        value: 0n,
        data: encodeFunctionData({
          abi: batchAbi,
          functionName: 'sweep',
          args: [[usdcBase, '0x0000000000000000000000000000000000000000'], wallet],
        }),
      },
    ],
    taxiId as `0x${string}`,
  ],
})

const evmStep = (to: string, data: string, value: string, description: string) => ({
  type: 'TRANSACTION',
  chainType: 'EVM',
  chainKey: 'base',
  signerAddress: wallet,
  description,
  transaction: { encoded: { chainId: 8453, to, data, value, from: wallet } },
})

const startTime = Math.floor(Date.now() / 1000)

const taxiQuote = {
  id: taxiId,
  routeSteps: [{ type: 'STARGATE_V2_TAXI', srcChainKey: 'base', description: 'Stargate taxi' }],
  fees: [
    {
      chainKey: 'base',
      type: 'MESSAGE',
      description: 'Message fee',
      amount: String(messageFee),
      address: NATIVE_TOKEN_ADDRESS,
    },
  ],
  duration: { estimated: '1813935.06' },
  feeUsd: '0.11',
  srcAmount: String(srcAmount),
  dstAmount: '24990000',
  dstAmountMin: String(dstAmountMin),
  userSteps: [
    evmStep(
      usdcBase,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [delegateBase, srcAmount],
      }),
      '0',
      'Approve USDC',
    ),
    evmStep(multicallBase, taxiBatch, String(messageFee), 'Bridge USDC'),
  ],
  // epoch milliseconds in a string, one of production's forms
  expiresAt: String(Date.now() + 60_000),
}

const intentQuote = {
  id: intentId,
  routeSteps: [{ type: 'AORI_V1', srcChainKey: 'base', description: 'Aori' }],
  fees: [
    {
      chainKey: 'base',
      type: 'GENERAL',
      description: 'Aori Fees',
      amount: '20000',
      address: usdcBase,
    },
  ],
  duration: { estimated: '12000' },
  srcAmount: String(srcAmount),
  dstAmount: '24980000',
  dstAmountMin: '24980000',
  userSteps: [
    evmStep(
      usdcBase,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [aoriBase, srcAmount] }),
      '0',
      'Approve USDC',
    ),
    {
      type: 'SIGNATURE',
      chainKey: 'base',
      signerAddress: wallet,
      signature: {
        type: 'EIP712',
        typedData: {
          // No chainId in the domain, as live orders have it.
          domain: { name: 'Aori', version: '0.3.1', verifyingContract: aoriBase },
          types: {
            Order: [
              { name: 'inputAmount', type: 'uint128' },
              { name: 'outputAmount', type: 'uint128' },
              { name: 'inputToken', type: 'address' },
              { name: 'outputToken', type: 'address' },
              { name: 'startTime', type: 'uint32' },
              { name: 'endTime', type: 'uint32' },
              { name: 'srcEid', type: 'uint32' },
              { name: 'dstEid', type: 'uint32' },
              { name: 'offerer', type: 'address' },
              { name: 'recipient', type: 'address' },
            ],
          },
          primaryType: 'Order',
          message: {
            inputAmount: String(srcAmount),
            outputAmount: '24980000',
            inputToken: usdcBase,
            outputToken: usdcArbitrum,
            startTime,
            endTime: startTime + 90,
            srcEid: 30184,
            dstEid: 30110,
            offerer: wallet,
            recipient,
          },
        },
      },
    },
  ],
  // No expiresAt: the order's endTime says when it dies.
}

const chainsBody = {
  chains: [
    { name: 'Base', chainKey: 'base', chainType: 'EVM', chainId: '8453' },
    { name: 'Arbitrum', chainKey: 'arbitrum', chainType: 'EVM', chainId: 42161 },
    { name: 'Solana', chainKey: 'solana', chainType: 'SOLANA' },
    { name: 'Aptos', chainKey: 'aptos', chainType: 'APTOS' },
    { name: 'Stellar', chainKey: 'stellar', chainType: 'STELLAR' },
    { name: 'Broken', chainType: 'EVM', chainId: 1 },
  ],
}

const metadataBody = {
  base: {
    deployments: {
      multicall: { address: multicallBase },
      transferDelegate: { address: delegateBase },
    },
  },
  arbitrum: {
    deployments: {
      multicall: { address: '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a011' },
      transferDelegate: { address: '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a012' },
    },
  },
  broken: { deployments: { multicall: { address: 7 } } },
}

/** The contracts of Base as an app pins them: the batch's pool and the order's contract are known. */
const pinned = {
  base: {
    multicall: multicallBase,
    transferDelegate: delegateBase,
    bridges: [stargatePoolBase],
    intentContracts: [aoriBase],
  },
}

const quoteRequest: QuoteRequest = {
  srcChainKey: 'base',
  dstChainKey: 'arbitrum',
  srcTokenAddress: usdcBase,
  dstTokenAddress: usdcArbitrum,
  srcWalletAddress: wallet,
  dstWalletAddress: recipient,
  amount: String(srcAmount),
}

/** Serves `body` (as JSON) at `path` until the test ends. */
function serve(path: string | RegExp, body: unknown, status = 200) {
  server().simulator.faults.inject({
    path,
    fault: { type: 'body', status, body: body === undefined ? '' : JSON.stringify(body) },
  })
}

/** What the pool charges for the taxi's send on chain, as the engine would read it: its fee. */
const chainFees = { 1: messageFee }

async function productionReads() {
  serve('/chains', chainsBody)
  serve('/metadata', metadataBody)
  serve('/quotes', {
    quotes: [
      taxiQuote,
      intentQuote,
      { ...taxiQuote, id: `0x${'99'.repeat(32)}`, srcAmount: '1e18' },
    ],
    rejectedQuotes: [],
    // The tokens involved, as production lists them beside its quotes.
    tokens: [
      { chainKey: 'base', address: usdcBase, decimals: 6, symbol: 'USDC', name: 'USD Coin' },
      {
        chainKey: 'arbitrum',
        address: usdcArbitrum,
        decimals: 6,
        symbol: 'USDC',
        name: 'USD Coin',
      },
    ],
  })
  const skipped: SkippedItem[] = []
  const client = clientFor(server(), { onInvalidItem: (item) => skipped.push(item) })
  const [chains, metadata, quotes] = await Promise.all([
    getChains(client),
    getMetadata(client),
    getQuotes(client, quoteRequest),
  ])
  return { client, chains, metadata, quotes, skipped }
}

describe('production-shaped bodies through every action and verifier', () => {
  it('reads /chains, /metadata and /quotes, dropping and reporting only the bad items', async () => {
    const { chains, metadata, quotes, skipped } = await productionReads()
    expect(chains.map((chain) => chain.chainKey)).toEqual([
      'base',
      'arbitrum',
      'solana',
      'aptos',
      'stellar',
    ])
    expect(chains[0]?.chainId).toBe(8453)
    expect(chains.map((chain) => isSignableChainType(chain.chainType))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(Object.keys(metadata)).toEqual(['base', 'arbitrum'])
    expect(quotes.quotes.map((quote) => quote.id)).toEqual([taxiId, intentId])
    expect(quotes.quotes.map(quoteRouteLabel)).toEqual(['Stargate (fast)', 'Aori intent'])
    expect(quotes.skipped).toMatchObject([{ kind: 'quote', path: 'quotes[2].srcAmount' }])
    expect(skipped.map((item) => `${item.kind} ${item.path}`).sort()).toEqual([
      'chain chains[5].chainKey',
      'chainDeployments broken.deployments.multicall.address',
      'quote quotes[2].srcAmount',
    ])
  })

  it('says what it cannot know when the app pins no contract: the pool and the intent contract', async () => {
    const { chains, metadata, quotes } = await productionReads()
    const rules = quotes.quotes.flatMap((quote) =>
      verifyUserSteps({
        quote,
        request: quoteRequest,
        metadata,
        chains,
        walletAddress: wallet,
        prices: quotes.tokens,
        bridgeFees: chainFees,
      }).findings.map((finding) => `${finding.severity}:${finding.rule}`),
    )
    // Each EVM step goes through the service's contracts, which only the service vouches for.
    expect(rules).toEqual([
      'warn:deployments-unknown',
      'warn:deployments-unknown',
      'warn:bridge-contract-unverified',
      'warn:deployments-unknown',
      'warn:intent-contract-unverified',
    ])
  })

  it('passes the honest live-shaped taxi and intent quotes with no finding', async () => {
    const { chains, metadata, quotes } = await productionReads()
    for (const quote of quotes.quotes) {
      const findings = verifyUserSteps({
        quote,
        request: quoteRequest,
        metadata,
        chains,
        walletAddress: wallet,
        prices: quotes.tokens,
        bridgeFees: chainFees,
        trustedDeployments: pinned,
      }).findings
      expect(findings, quote.routeSteps[0]?.type).toEqual([])
    }
  })

  it('expires the taxi quote at its epoch-ms expiresAt, and the intent one at its order endTime', async () => {
    const { quotes } = await productionReads()
    const [taxi, intent] = quotes.quotes
    expect(quoteExpiryTime(taxi ?? {})).toBe(Number(taxiQuote.expiresAt))
    expect(quoteExpiryTime(intent ?? {})).toBe((startTime + 90) * 1000)
  })

  it('refuses the intent quote when its approval goes to the transfer delegate instead', async () => {
    const { chains, metadata, quotes } = await productionReads()
    const intent = structuredClone(quotes.quotes[1])
    if (!intent) throw new Error('no intent quote')
    const approve = intent.userSteps[0] as EvmTransactionStep
    approve.transaction.encoded.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [delegateBase, srcAmount],
    })
    const rules = verifyUserSteps({
      quote: intent,
      request: quoteRequest,
      metadata,
      chains,
      walletAddress: wallet,
      trustedDeployments: pinned,
    }).findings.map((finding) => finding.rule)
    expect(rules).toEqual(['approve-spender-not-intent-contract'])
  })

  it('keeps a Solana-source quote without userSteps, pending /build-user-steps', async () => {
    const { id: _id, userSteps: _steps, ...rest } = taxiQuote
    serve('/quotes', { quotes: [{ ...rest, id: `0x${'5c'.repeat(32)}` }], tokens: [] })
    const { quotes } = await getQuotes(clientFor(server()), quoteRequest)
    expect(quotes[0]).toMatchObject({ userSteps: [], userStepsPending: true })
  })

  it('reads /status empty 404 as not seen yet, and its history leniently', async () => {
    serve(/^\/status\//, undefined, 404)
    expect(await getStatus(clientFor(server()), { quoteId: taxiId })).toMatchObject({
      status: 'UNKNOWN',
    })
  })

  it('reads /tokens leniently: one malformed token is dropped', async () => {
    serve('/tokens', {
      tokens: [
        { chainKey: 'base', address: usdcBase, decimals: 6, symbol: 'USDC', name: 'USD Coin' },
        { chainKey: 'base', address: '', decimals: 6, symbol: 'BAD' },
      ],
    })
    const tokens = await getTokens(clientFor(server()))
    expect(tokens.map((token) => token.symbol)).toEqual(['USDC'])
  })
})

describe('a production-shaped OFT V2 /transfer and /list', () => {
  const oft = '0x6985884C4392D348587B19cb9eAAf157F13271cd'
  const oftArbitrum = '0x6985884C4392D348587B19cb9eAAf157F13271cd'
  const amount = 10n ** 18n
  const nativeFee = 45_000_000_000_000n
  const request = {
    srcChainName: 'base',
    dstChainName: 'arbitrum',
    oftAddress: oft,
    amount: String(amount),
    from: wallet,
    to: recipient,
  }
  const listBody = {
    ZRO: [
      {
        name: 'LayerZero',
        sharedDecimals: 6,
        endpointVersion: 'v2',
        deployments: {
          base: { address: oft, localDecimals: 18, type: 'OFT', details: { verified: true } },
          arbitrum: { address: oftArbitrum, localDecimals: 18, type: 'OFT' },
          // Incomplete: no address. One deployment, not the whole list.
          linea: { localDecimals: 18, type: 'OFT' },
        },
      },
    ],
  }
  const transferBody = {
    created: Date.now(),
    // Production has put the source chain here.
    dstChainName: 'base',
    wallet,
    metadata: {
      properties: {
        dstOftAddress: oftArbitrum,
        dstOftType: 'OFT',
        dstChainName: 'arbitrum',
        approvalRequired: false,
        amount: String(amount),
        sharedDecimals: 6,
        localDecimals: 18,
      },
      remoteChainName: 'arbitrum',
      timestamps: { created: Date.now(), committed: Date.now(), quoted: Date.now() },
    },
    transactionData: {
      populatedTransaction: {
        to: oft,
        data: encodeFunctionData({
          abi: batchAbi,
          functionName: 'send',
          args: [
            {
              dstEid: 30110,
              to: pad(recipient),
              amountLD: amount,
              minAmountLD: amount,
              extraOptions: '0x',
              composeMsg: '0x',
              oftCmd: '0x',
            },
            { nativeFee, lzTokenFee: 0n },
            wallet,
          ],
        }),
        value: String(nativeFee),
        gasLimit: '450000',
        from: wallet,
        chainId: 8453,
      },
      quote: { nativeFee: String(nativeFee), lzTokenFee: '0' },
    },
    transactionType: 'OFT_SEND',
  }

  it('keeps the list when one deployment is incomplete, and passes the honest send with no finding', async () => {
    serve('/list', listBody)
    serve('/transfer', transferBody)
    const skipped: SkippedItem[] = []
    const client = clientFor(server(), { onInvalidItem: (item) => skipped.push(item) })
    const list = await listOfts(client)
    expect(Object.keys(list.ZRO?.[0]?.deployments ?? {})).toEqual(['base', 'arbitrum'])
    expect(skipped).toMatchObject([
      { kind: 'oftDeployment', path: 'ZRO[0].deployments.linea.address' },
    ])
    const transfer = await buildOftTransfer(client, request)
    const verify = (trustedDeployments?: TrustedDeployments) =>
      verifyOftTransfer({
        transfer,
        request,
        list,
        walletAddress: wallet,
        dstChainType: 'EVM',
        endpointIds: client.endpointIds,
        chainId: 8453,
        trustedDeployments,
      }).map((finding) => `${finding.severity}:${finding.rule}`)
    // An issuer's OFT is in no registry vtkit ships: an app pins it, or the user is asked once.
    expect(verify({ base: { ofts: [oft] } })).toEqual([])
    expect(verify()).toEqual(['warn:oft-unverified'])
  })

  it('refuses the same send to another chain’s endpoint id', async () => {
    serve('/list', listBody)
    const hostile = structuredClone(transferBody)
    hostile.transactionData.populatedTransaction.data = encodeFunctionData({
      abi: batchAbi,
      functionName: 'send',
      args: [
        {
          dstEid: 30101,
          to: pad(recipient),
          amountLD: amount,
          minAmountLD: amount,
          extraOptions: '0x',
          composeMsg: '0x',
          oftCmd: '0x',
        },
        { nativeFee, lzTokenFee: 0n },
        wallet,
      ],
    })
    serve('/transfer', hostile)
    const client = clientFor(server())
    const [list, transfer] = await Promise.all([
      listOfts(client),
      buildOftTransfer(client, request),
    ])
    const rules = verifyOftTransfer({
      transfer,
      request,
      list,
      walletAddress: wallet,
      dstChainType: 'EVM',
      trustedDeployments: { base: { ofts: [oft] } },
    }).map((finding) => finding.rule)
    expect(rules).toEqual(['oft-destination-endpoint'])
  })
})

// Issue #39: several public readers of the OFT /list, one of them a trimmed real response, name an
// adapter's token `innerTokenAddress` (here USDG's Ethereum adapter, as such a reader's fixture
// gives it: public code, index id 62814898204). vtkit reads either name, and refuses only a
// deployment whose two names disagree.
describe('an OFT adapter whose /list names its token innerTokenAddress', () => {
  const adapter = '0x147bde4f997f0d4c7544ed0c55eacf1e5e6bf9c4'
  const usdg = '0xe343167631d89B6Ffc58B88d6b7fB0228795491D'
  const solanaMint = '2u1tszSeqZ3qBWF3uNGPFc8TzMk2tdiwknnRMWGWjGWH'
  const solanaRecipient = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
  const amount = 10_000_000n
  const nativeFee = 90_000_000_000_000n
  const request = {
    srcChainName: 'ethereum',
    dstChainName: 'solana',
    oftAddress: adapter,
    amount: String(amount),
    from: wallet,
    to: solanaRecipient,
  }
  const listBody = (ethereum: Record<string, unknown>) => ({
    USDG: [
      {
        name: 'Global Dollar',
        sharedDecimals: 6,
        endpointVersion: 'v2',
        deployments: {
          ethereum: { address: adapter, localDecimals: 6, type: 'OFT_ADAPTER', ...ethereum },
          solana: { address: solanaMint, localDecimals: 6, type: 'OFT' },
        },
      },
    ],
  })
  const transferBody = {
    metadata: { properties: { dstChainName: 'solana', amount: String(amount), localDecimals: 6 } },
    transactionData: {
      approvalTransaction: {
        to: usdg,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [adapter, amount],
        }),
      },
      populatedTransaction: {
        to: adapter,
        data: encodeFunctionData({
          abi: batchAbi,
          functionName: 'send',
          args: [
            {
              dstEid: 30168,
              to: `0x${addressToBytes32(solanaRecipient, 'SOLANA')}`,
              amountLD: amount,
              minAmountLD: amount,
              extraOptions: '0x',
              composeMsg: '0x',
              oftCmd: '0x',
            },
            { nativeFee, lzTokenFee: 0n },
            wallet,
          ],
        }),
        value: String(nativeFee),
      },
    },
  }

  async function verifyAgainst(
    ethereum: Record<string, unknown>,
    sent: { request: typeof request; body: unknown } = { request, body: transferBody },
  ) {
    serve('/list', listBody(ethereum))
    const client = clientFor(server())
    const list = await listOfts(client)
    serve('/transfer', sent.body)
    const transfer = await buildOftTransfer(client, sent.request)
    return verifyOftTransfer({
      transfer,
      request: sent.request,
      list,
      walletAddress: wallet,
      dstChainType: 'SOLANA',
      chainId: 1,
      // What the adapter's own token() answers on chain: its inner token.
      onChainToken: usdg,
      quotedFee: nativeFee,
      trustedDeployments: { ethereum: { ofts: [adapter] } },
    }).map((finding) => `${finding.severity}:${finding.rule}`)
  }

  // Solana accounts no one holds funds at: a program, or the wrapped-SOL mint itself.
  it.each([
    ['the SPL Token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['the Token-2022 program', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'],
    ['the Associated Token program', 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'],
    ['the wrapped-SOL mint', 'So11111111111111111111111111111111111111112'],
  ])('refuses %s as the Solana recipient', async (_label, account) => {
    const hostile = JSON.parse(
      JSON.stringify(transferBody).replaceAll(
        addressToBytes32(solanaRecipient, 'SOLANA'),
        addressToBytes32(account, 'SOLANA'),
      ),
    )
    const findings = await verifyAgainst(
      { innerTokenAddress: usdg },
      { request: { ...request, to: account }, body: hostile },
    )
    expect(findings).toEqual(['refuse:recipient-cannot-receive'])
  })

  it('passes the honest adapter send against a list that says innerTokenAddress', async () => {
    expect(await verifyAgainst({ innerTokenAddress: usdg })).toEqual([])
    // …as against one that says innerToken.
    expect(await verifyAgainst({ innerToken: usdg })).toEqual([])
  })

  it('reads both names where they agree, and drops the deployment where they name two tokens', async () => {
    expect(
      await verifyAgainst({ innerToken: usdg, innerTokenAddress: usdg.toLowerCase() }),
    ).toEqual([])
    expect(
      await verifyAgainst({ innerToken: usdg, innerTokenAddress: NATIVE_TOKEN_ADDRESS }),
    ).toEqual(['refuse:oft-not-listed'])
  })
})
