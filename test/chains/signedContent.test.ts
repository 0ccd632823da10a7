// What the wallet signs, not only where it goes: each attack of a hostile or compromised service
// is served over HTTP by the simulator (a `body` fault with the hostile quote), read by the kit,
// and run through the engine with a recording wallet, which must be asked nothing. The honest
// quotes of the same routes pass (see executeSteps.test.ts for them running to the end).
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  pad,
  parseAbi,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Chain,
  createMemoryDeploymentMemory,
  createMemoryJournal,
  type EvmTransactionStep,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  getTokens,
  type Metadata,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  readChainFacts,
  type SignatureStep,
  UnsafeStepError,
  type UserStep,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { localChain, localUsdcRequest, withChainSimulator } from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'

const server = withChainSimulator()
const stranger = '0x000000000000000000000000000000000000bEEF' as const
let chains: Chain[]
let metadata: Metadata
let account: Address

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  // Nothing is ever signed here: one account (shared with other refusal tests) is enough.
  account = await accountRange(89, 89)()
})

const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function delegateTransferFrom(address token, address from, address to, uint256 amount)',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function sweep(address[] tokens, address to)',
  'function transfer(address to, uint256 amount)',
])

type Call = { target: Address; value: bigint; data: Hex }
type Batch = { calls: Call[]; quoteId: Hex }

/** The batch, read by viem from the published ABI: independent of the kit's reader. */
function readBatch(step: EvmTransactionStep): Batch {
  const { args } = decodeFunctionData({ abi: batchAbi, data: step.transaction.encoded.data as Hex })
  const [calls, quoteId] = args as unknown as [readonly Call[], Hex]
  return { calls: calls.map((call) => ({ ...call })), quoteId }
}

function writeBatch(step: EvmTransactionStep, batch: Batch) {
  step.transaction.encoded.data = encodeFunctionData({
    abi: batchAbi,
    functionName: 'execute',
    args: [batch.calls, batch.quoteId],
  })
}

/** Changes the batch of the bridge step (step 2 of an ERC20 quote). */
const editBatch =
  (change: (batch: Batch, quote: Quote) => void) =>
  (quote: Quote): void => {
    const step = quote.userSteps[1] as EvmTransactionStep
    const batch = readBatch(step)
    change(batch, quote)
    writeBatch(step, batch)
  }

/** Changes the OFT V2 send inside the batch. */
const editSend = (
  change: (send: {
    sendParam: {
      dstEid: number
      to: Hex
      amountLD: bigint
      minAmountLD: bigint
      extraOptions: Hex
      composeMsg: Hex
      oftCmd: Hex
    }
  }) => void,
) =>
  editBatch((batch) => {
    const call = batch.calls[2] as Call
    const { args } = decodeFunctionData({ abi: batchAbi, data: call.data })
    const [sendParam, fee, refund] = args as unknown as [
      Parameters<typeof change>[0]['sendParam'],
      { nativeFee: bigint; lzTokenFee: bigint },
      Address,
    ]
    const send = { sendParam: { ...sendParam } }
    change(send)
    call.data = encodeFunctionData({
      abi: batchAbi,
      functionName: 'send',
      args: [send.sendParam, fee, refund],
    })
  })

const typedData = (primaryType: string, fields: [string, string][], message: object) => ({
  domain: { name: 'Token', version: '1', chainId: 31337, verifyingContract: stranger },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    [primaryType]: fields.map(([name, type]) => ({ name, type })),
  },
  message,
})

/** A SIGNATURE step for `typed` data, put in place of the bridge step. */
const signInstead =
  (typed: ReturnType<typeof typedData>, type = 'EIP712') =>
  (quote: Quote): void => {
    quote.userSteps[1] = {
      type: 'SIGNATURE',
      chainKey: 'ethereum',
      signerAddress: quote.userSteps[0]?.signerAddress ?? '',
      description: 'Sign to continue',
      signature: { type, typedData: typed },
    } as unknown as UserStep
  }

/** Changes a field of the Aori order an intent quote asks to sign. */
const editOrder =
  (change: (message: Record<string, unknown>, types: Record<string, unknown[]>) => void) =>
  (quote: Quote): void => {
    const step = quote.userSteps.find((item) => item.type === 'SIGNATURE') as SignatureStep
    change(step.signature.typedData.message, step.signature.typedData.types)
  }

type Attack = [
  label: string,
  route: 'STARGATE_V2_TAXI' | 'AORI_V1',
  rule: string,
  mutate: (quote: Quote) => void,
]

const attacks: Attack[] = [
  // Signatures
  [
    'an ERC-2612 Permit to a stranger for everything',
    'STARGATE_V2_TAXI',
    'signature-dangerous-type',
    signInstead(
      typedData(
        'Permit',
        [
          ['owner', 'address'],
          ['spender', 'address'],
          ['value', 'uint256'],
          ['nonce', 'uint256'],
          ['deadline', 'uint256'],
        ],
        {
          owner: '0x1111111111111111111111111111111111111111',
          spender: stranger,
          value: String(maxUint256),
          nonce: '0',
          deadline: '9999999999',
        },
      ),
    ),
  ],
  [
    'a Permit2 PermitSingle',
    'AORI_V1',
    'signature-dangerous-type',
    (quote) => {
      const step = quote.userSteps[1] as SignatureStep
      step.signature.typedData = typedData(
        'PermitSingle',
        [
          ['details', 'PermitDetails'],
          ['spender', 'address'],
          ['sigDeadline', 'uint256'],
        ],
        { spender: stranger },
      ) as never
      ;(step.signature.typedData.types as Record<string, unknown>).PermitDetails = [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
      ]
    },
  ],
  [
    'a DAI-style permit by another name',
    'AORI_V1',
    'signature-dangerous-type',
    (quote) => {
      const step = quote.userSteps[1] as SignatureStep
      step.signature.typedData = typedData(
        'Approval',
        [
          ['holder', 'address'],
          ['spender', 'address'],
          ['allowed', 'bool'],
        ],
        { holder: '0x1111111111111111111111111111111111111111', spender: stranger, allowed: true },
      ) as never
    },
  ],
  [
    'a Safe transaction',
    'AORI_V1',
    'signature-dangerous-type',
    (quote) => {
      const step = quote.userSteps[1] as SignatureStep
      step.signature.typedData = typedData(
        'SafeTx',
        [
          ['to', 'address'],
          ['value', 'uint256'],
          ['data', 'bytes'],
        ],
        { to: stranger, value: '0', data: '0x' },
      ) as never
    },
  ],
  [
    'an order of a schema vtkit does not know',
    'AORI_V1',
    'signature-unknown-schema',
    editOrder((_message, types) => {
      types.Order = [...(types.Order ?? []), { name: 'hook', type: 'address' }]
    }),
  ],
  [
    'a personal_sign message',
    'AORI_V1',
    'signature-type-unsupported',
    (quote) => {
      ;(quote.userSteps[1] as SignatureStep).signature.type = 'PERSONAL_SIGN'
    },
  ],
  [
    'an order on a route that does not sign',
    'AORI_V1',
    'signature-not-intent-route',
    // The intent quote's order, presented as a Stargate route.
    (quote) => {
      quote.routeSteps = [{ type: 'STARGATE_V2_TAXI', description: 'taxi' }]
    },
  ],
  [
    'an order paying a stranger',
    'AORI_V1',
    'intent-order-mismatch',
    editOrder((message) => {
      message.recipient = stranger
    }),
  ],
  [
    'an order paying out nothing',
    'AORI_V1',
    'intent-order-mismatch',
    editOrder((message) => {
      message.outputAmount = '0'
    }),
  ],
  [
    'an order taking more than quoted',
    'AORI_V1',
    'intent-order-mismatch',
    editOrder((message) => {
      message.inputAmount = String(BigInt(String(message.inputAmount)) * 2n)
    }),
  ],
  [
    'an order to another chain',
    'AORI_V1',
    'intent-order-mismatch',
    editOrder((message) => {
      message.dstEid = 30184
    }),
  ],
  [
    'an order open for a year',
    'AORI_V1',
    'intent-order-mismatch',
    editOrder((message) => {
      message.endTime = String(Math.floor(Date.now() / 1000) + 365 * 86_400)
    }),
  ],
  // The multicall batch
  [
    'a pull of twice the amount',
    'STARGATE_V2_TAXI',
    'ledger-sent-mismatch',
    editBatch((batch, quote) => {
      const pull = batch.calls[0] as Call
      pull.data = encodeFunctionData({
        abi: batchAbi,
        functionName: 'delegateTransferFrom',
        args: [localChain('ethereum').token, account, pull.target, BigInt(quote.srcAmount) * 2n],
      })
    }),
  ],
  [
    'a send to a stranger',
    'STARGATE_V2_TAXI',
    'batch-bridge',
    editSend((send) => {
      send.sendParam.to = pad(stranger)
    }),
  ],
  [
    'a send to another chain',
    'STARGATE_V2_TAXI',
    'batch-bridge',
    editSend((send) => {
      send.sendParam.dstEid = 30184
    }),
  ],
  [
    'a send accepting nothing on arrival',
    'STARGATE_V2_TAXI',
    'ledger-minimum-out',
    editSend((send) => {
      send.sendParam.minAmountLD = 0n
    }),
  ],
  [
    'a token transfer to a stranger slipped into the batch',
    'STARGATE_V2_TAXI',
    'batch-opaque-call',
    editBatch((batch) => {
      batch.calls.splice(3, 0, {
        target: localChain('ethereum').token,
        value: 0n,
        data: encodeFunctionData({ abi: batchAbi, functionName: 'transfer', args: [stranger, 1n] }),
      })
    }),
  ],
  [
    'the leftovers swept to a stranger',
    'STARGATE_V2_TAXI',
    'ledger-unaccounted',
    editBatch((batch) => {
      const sweep = batch.calls[3] as Call
      sweep.data = encodeFunctionData({
        abi: batchAbi,
        functionName: 'sweep',
        args: [[localChain('ethereum').token], stranger],
      })
    }),
  ],
  [
    'the pool approval given to a stranger',
    'STARGATE_V2_TAXI',
    'batch-approve',
    editBatch((batch) => {
      const approve = batch.calls[1] as Call
      approve.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, maxUint256],
      })
    }),
  ],
  [
    'a batch for another quote',
    'STARGATE_V2_TAXI',
    'batch-quote-id',
    editBatch((batch) => {
      batch.quoteId = `0x${'ab'.repeat(32)}`
    }),
  ],
  [
    'a batch the kit cannot read',
    'STARGATE_V2_TAXI',
    'batch-unreadable',
    (quote) => {
      ;(quote.userSteps[1] as EvmTransactionStep).transaction.encoded.data = '0x571d3dc7deadbeef'
    },
  ],
  [
    'the tokens approved to a stranger who poses as the pool and "sends" them',
    'STARGATE_V2_TAXI',
    'batch-bridge',
    editBatch((batch) => {
      const approve = batch.calls[1] as Call
      const send = batch.calls[2] as Call
      approve.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, maxUint256],
      })
      send.target = stranger
    }),
  ],
  [
    'a native drop to a stranger hidden in the send’s executor options',
    'STARGATE_V2_TAXI',
    'batch-bridge',
    editSend((send) => {
      // LayerZero type-3 options: executor (1), 49 bytes, nativeDrop (2): 0.1 ETH to the stranger.
      send.sendParam.extraOptions = `0x0003010031020000000000000000016345785d8a0000${pad(stranger).slice(2)}`
    }),
  ],
  [
    'fee refunds to a stranger',
    'STARGATE_V2_TAXI',
    'batch-bridge',
    editBatch((batch) => {
      const call = batch.calls[2] as Call
      const { args } = decodeFunctionData({ abi: batchAbi, data: call.data })
      const [sendParam, fee] = args as unknown as [
        Parameters<Parameters<typeof editSend>[0]>[0]['sendParam'],
        { nativeFee: bigint; lzTokenFee: bigint },
      ]
      call.data = encodeFunctionData({
        abi: batchAbi,
        functionName: 'send',
        args: [sendParam, fee, stranger],
      })
    }),
  ],
  [
    "an order and its approval for a stranger's contract",
    'AORI_V1',
    'approve-spender-not-intent-contract',
    (quote) => {
      const approve = quote.userSteps[0] as EvmTransactionStep
      approve.transaction.encoded.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, BigInt(quote.srcAmount)],
      })
      const order = quote.userSteps[1] as SignatureStep
      order.signature.typedData.domain.verifyingContract = stranger
    },
  ],
  // The steps as a whole
  [
    'approve and bridge twice',
    'STARGATE_V2_TAXI',
    'step-grammar',
    (quote) => {
      quote.userSteps = [...quote.userSteps, ...structuredClone(quote.userSteps)]
    },
  ],
  [
    'native value on another chain',
    'STARGATE_V2_TAXI',
    'value-on-other-chain',
    (quote) => {
      const extra = structuredClone(quote.userSteps[1]) as EvmTransactionStep
      extra.chainKey = 'optimism'
      extra.transaction.encoded.chainId = localChain('optimism').chainId
      extra.transaction.encoded.to = metadata.optimism?.deployments.multicall?.address ?? ''
      extra.transaction.encoded.value = String(50n * 10n ** 18n)
      quote.userSteps.push(extra)
    },
  ],
]

async function honestQuote(route: Attack[1]): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request = localUsdcRequest(account, 1_000_000n)
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === route)
  if (!quote) throw new Error(`no ${route} quote`)
  return { quote, request }
}

/** The service answers /quotes with `body` once: the kit reads the hostile quote over HTTP. */
async function servedByTheService(quote: Quote, request: QuoteRequest): Promise<Quote> {
  server().simulator.faults.inject({
    path: '/quotes',
    times: 1,
    fault: {
      type: 'body',
      body: JSON.stringify({ quotes: [quote], rejectedQuotes: [], tokens: [] }),
    },
  })
  const { quotes } = await getQuotes(clientFor(server()), request)
  return quotes[0] as Quote
}

describe('hostile content is refused before the wallet is asked anything', () => {
  it.each(attacks)('%s (%s): %s', async (_label, route, rule, mutate) => {
    const honest = await honestQuote(route)
    const tampered = structuredClone(honest.quote)
    mutate(tampered)
    const quote = await servedByTheService(tampered, honest.request)
    const wallet = createTestWallet({
      chains: inject('localChains').chains,
      account,
      chainId: localChain('ethereum').chainId,
    })
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request: honest.request,
      walletAddress: account,
      metadata,
      chains,
      executors: { evm: wallet.executor },
      confirmedWarnings: true,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(rule)
    expect(wallet.prompts).toEqual([])
  })

  it.each(['STARGATE_V2_TAXI', 'AORI_V1'] as const)(
    'the honest %s quote has no finding',
    async (route) => {
      const { quote, request } = await honestQuote(route)
      const served = await servedByTheService(quote, request)
      const wallet = createTestWallet({
        chains: inject('localChains').chains,
        account,
        chainId: localChain('ethereum').chainId,
      })
      expect(
        verifyUserSteps({
          quote: served,
          request,
          metadata,
          chains,
          walletAddress: account,
          // What the chains say, read through the wallet as the engine reads it.
          ...(await readChainFacts(wallet.executor, { quote: served, request, metadata, chains })),
          endpointIds: clientFor(server()).endpointIds,
          cctpDomains: clientFor(server()).cctpDomains,
          trustedDeployments: clientFor(server()).trustedDeployments,
          prices: await getTokens(clientFor(server())),
        }).findings,
      ).toEqual([])
    },
  )
})

describe('hostile reference data is caught, and known addresses can be pinned', () => {
  async function refused(
    quote: Quote,
    request: QuoteRequest,
    extra: Partial<Parameters<typeof executeSteps>[0]> = {},
  ) {
    const wallet = createTestWallet({
      chains: inject('localChains').chains,
      account,
      chainId: localChain('ethereum').chainId,
    })
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: account,
      metadata,
      chains,
      executors: { evm: wallet.executor },
      ...extra,
    }).catch((error: unknown) => error)
    expect(wallet.prompts).toEqual([])
    expect(failure).toBeInstanceOf(UnsafeStepError)
    return (failure as UnsafeStepError).findings.map((finding) => finding.rule)
  }

  /** /metadata as the service serves it, with `ethereum`'s entry replaced. */
  async function metadataWith(ethereum: { multicall: string; transferDelegate: string }) {
    const body = structuredClone(metadata)
    body.ethereum = {
      deployments: {
        multicall: { address: ethereum.multicall },
        transferDelegate: { address: ethereum.transferDelegate },
      },
    }
    server().simulator.faults.inject({
      path: '/metadata',
      times: 1,
      fault: { type: 'body', body: JSON.stringify(body) },
    })
    return getMetadata(clientFor(server()))
  }

  it('a /metadata whose multicall is the token, so that a plain transfer looks like a bridge', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const token = localChain('ethereum').token
    const hostile = await metadataWith({
      multicall: token,
      transferDelegate: metadata.ethereum?.deployments.transferDelegate?.address ?? '',
    })
    const bridge = quote.userSteps[1] as EvmTransactionStep
    bridge.transaction.encoded.to = token
    bridge.transaction.encoded.data = encodeFunctionData({
      abi: batchAbi,
      functionName: 'transfer',
      args: [stranger, BigInt(quote.srcAmount)],
    })
    bridge.transaction.encoded.value = '0'
    expect(await refused(quote, request, { metadata: hostile })).toContain('deployments-suspicious')
  })

  it('a /metadata naming a stranger as the delegate, against the addresses the app pinned', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const honest = metadata.ethereum?.deployments
    // An attacker's delegate is a contract of its own: here, one with code on the local chain.
    const hostile = await metadataWith({
      multicall: honest?.multicall?.address ?? '',
      transferDelegate: localChain('ethereum').intent,
    })
    const pinned = clientFor(server(), {
      trustedDeployments: {
        ethereum: {
          multicall: honest?.multicall?.address,
          transferDelegate: honest?.transferDelegate?.address,
        },
      },
    })
    const rules = await refused(quote, request, { metadata: hostile, client: pinned })
    expect(rules).toContain('deployments-untrusted')
  })

  it('contracts that changed since the last transfer need the user to confirm (trust on first use)', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const memory = createMemoryDeploymentMemory()
    memory.remember(metadata, 'ethereum')
    const honest = metadata.ethereum?.deployments
    const movedDelegate = localChain('ethereum').intent
    const moved = await metadataWith({
      multicall: honest?.multicall?.address ?? '',
      transferDelegate: movedDelegate,
    })
    const approve = quote.userSteps[0] as EvmTransactionStep
    approve.transaction.encoded.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [movedDelegate, BigInt(quote.srcAmount)],
    })
    // An app that pins nothing: only its memory of the last transfer can tell the change.
    const unpinned = clientFor(server(), { trustedDeployments: undefined })
    const rules = await refused(quote, request, {
      metadata: moved,
      deploymentMemory: memory,
      client: unpinned,
    })
    expect(rules).toContain('deployments-changed')
    expect(
      verifyUserSteps({
        quote,
        request,
        metadata: moved,
        chains,
        walletAddress: account,
        previousDeployments: memory.get(),
      }).findings.find((finding) => finding.rule === 'deployments-changed')?.severity,
    ).toBe('warn')
  })

  it('a /metadata whose delegate is a plain account, not a contract (read through the wallet)', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const honest = metadata.ethereum?.deployments
    const hostile = await metadataWith({
      multicall: honest?.multicall?.address ?? '',
      transferDelegate: stranger,
    })
    const approve = quote.userSteps[0] as EvmTransactionStep
    approve.transaction.encoded.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [stranger, BigInt(quote.srcAmount)],
    })
    const unpinned = clientFor(server(), { trustedDeployments: undefined })
    expect(await refused(quote, request, { metadata: hostile, client: unpinned })).toContain(
      'deployment-no-code',
    )
  })

  it('a fee list inflated to let 5 ETH through, beside a feeUsd of cents', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const five = 5n * 10n ** 18n
    const bridge = quote.userSteps[1] as EvmTransactionStep
    bridge.transaction.encoded.value = String(
      BigInt(bridge.transaction.encoded.value ?? '0') + five,
    )
    quote.fees = [
      ...quote.fees,
      {
        chainKey: 'ethereum',
        type: 'MESSAGE',
        description: 'Message fee',
        amount: String(five),
        address: NATIVE_TOKEN_ADDRESS,
      },
    ]
    expect(Number(quote.feeUsd)).toBeLessThan(1)
    const served = await servedByTheService(quote, request)
    const prices = await getTokens(clientFor(server()))
    expect(await refused(served, request, { prices })).toContain('fees-disagree-with-fee-usd')
  })

  it('a /chains naming the token sent as the native coin, to turn its amount into a budget of ETH', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const index = chains.findIndex((chain) => chain.chainKey === 'ethereum')
    server().simulator.faults.inject({
      path: '/chains',
      times: 1,
      fault: {
        type: 'malform',
        path: `chains.${index}.nativeCurrency.address`,
        value: localChain('ethereum').token,
      },
    })
    const renamed = await getChains(clientFor(server()))
    const bridge = quote.userSteps[1] as EvmTransactionStep
    bridge.transaction.encoded.value = String(
      BigInt(bridge.transaction.encoded.value ?? '0') + BigInt(quote.srcAmount),
    )
    expect(await refused(quote, request, { chains: renamed })).toContain('batch-value')
  })

  it('a /chains without the chain id of the source: its EVM steps cannot be checked', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const index = chains.findIndex((chain) => chain.chainKey === 'ethereum')
    server().simulator.faults.inject({
      path: '/chains',
      times: 1,
      fault: { type: 'malform', path: `chains.${index}.chainId`, value: undefined },
    })
    const withoutId = await getChains(clientFor(server()))
    expect(withoutId.find((chain) => chain.chainKey === 'ethereum')?.chainId).toBeUndefined()
    expect(await refused(quote, request, { chains: withoutId })).toContain('chain-id-unknown')
  })
})

describe('a quote id reused for another quote', () => {
  it('is refused: the journal cannot resume one quote while another runs', async () => {
    const { quote, request } = await honestQuote('STARGATE_V2_TAXI')
    const journal = createMemoryJournal()
    journal.put({
      version: 1,
      quoteId: quote.id,
      createdAt: 1,
      updatedAt: 1,
      quote,
      request,
      steps: quote.userSteps.map(() => ({ state: 'idle' as const, updatedAt: 1 })),
      phase: 'executing',
    })
    const other = structuredClone(quote)
    other.dstAmountMin = '1'
    const served = await servedByTheService(other, request)
    const wallet = createTestWallet({
      chains: inject('localChains').chains,
      account,
      chainId: localChain('ethereum').chainId,
    })
    const failure = await executeSteps({
      client: clientFor(server()),
      quote: served,
      request,
      walletAddress: account,
      metadata,
      chains,
      executors: { evm: wallet.executor },
      journal,
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UnsafeStepError', rule: 'quote-id-reused' })
    expect(wallet.prompts).toEqual([])
    expect(journal.get(quote.id)?.quote).toEqual(quote)
  })
})
