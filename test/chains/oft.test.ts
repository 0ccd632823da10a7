import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  buildOftTransfer,
  type Chain,
  createContractRegistry,
  createMemoryJournal,
  createMemoryOftDeploymentMemory,
  executeOftTransfer,
  findOftDelivery,
  findOftGuid,
  getChains,
  listOfts,
  NATIVE_TOKEN_ADDRESS,
  type OftDeploymentMemory,
  type OftList,
  type OftTransfer,
  type OftTransferRequest,
  oftTransferAsQuote,
  type StepEvent,
  UnsafeStepError,
  UserRejectedError,
  verifyOftTransfer,
} from '../../src/exports/core.js'
import { OFT_RECEIVED_TOPIC, OFT_SENT_TOPIC } from '../../src/exports/internal.js'
import { approveData } from '../../src/testing/evmCalls.js'
import { localChainsCatalog, relayOftSend } from '../chains/simulation.js'
import {
  clientsFor,
  localChain,
  mintTo,
  tokenAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { accountRange } from '../helpers/localAccounts.js'
import { clientFor } from '../helpers/simulatorServer.js'
import { createTestWallet } from '../helpers/testWallet.js'
import { OFT_BASE_FEE } from './localChains.js'

// OFT sends built by the simulator's /transfer for our own OFT adapter (on "ethereum") and OFT
// (on "optimism"), executed by the step engine on the local chains, delivered by the relay.
const server = withChainSimulator()
const { chains: localChains } = inject('localChains')
const catalog = localChainsCatalog(localChains)
const adapter = localChain('ethereum').oft
const oft = localChain('optimism').oft
const innerToken = adapter.type === 'OFT_ADAPTER' ? adapter.innerToken : ('0x' as Address)
const TOFT = 10n ** 18n

let chains: Chain[]
let list: OftList
/** The native coin's OFT ("ETH"): LayerZero's NativeOFTAdapter on both local chains. */
let nativeList: OftList
// Accounts 80-85 (see test/chains/testAccounts.ts), and 89 for the refusals, which sign nothing.
const nextAccount = accountRange(80, 85)
let refusalAccount: Address

beforeAll(async () => {
  chains = await getChains(clientFor(server()))
  list = await listOfts(clientFor(server()), { symbols: ['TOFT'] })
  nativeList = await listOfts(clientFor(server()), { symbols: ['ETH'] })
  refusalAccount = await accountRange(89, 89)()
})

/** A registry of production that knows one chain's LayerZero endpoint, and nothing else. */
function registryWithEndpoint(chainId: number, eid: number, endpoint: string) {
  return createContractRegistry({
    stargate: [],
    endpoints: [[chainId, eid, endpoint.toLowerCase(), '']],
    endpointSource: 0,
    cctp: {
      tokenMessengerV2: '',
      messageTransmitterV2: '',
      domains: [],
      tokenMessengersV1: [],
      feeReceiver: '',
      feeReceiverConfidence: 'I',
      source: 0,
    },
    aori: { name: 'Aori', version: '0.3.1', contracts: [], source: 0 },
    valueTransfer: { rows: [], derived: [], solanaRouteAccounts: [], source: 0 },
  })
}

/** A wallet that is never asked to sign (refusal tests): one account is enough for all. */
function watchedWallet(startOn = 'ethereum') {
  const account = refusalAccount
  const wallet = createTestWallet({
    chains: localChains,
    account,
    chainId: localChain(startOn).chainId,
  })
  return { account, wallet }
}

async function freshSender(startOn = 'ethereum') {
  const account = await nextAccount()
  const wallet = createTestWallet({
    chains: localChains,
    account,
    chainId: localChain(startOn).chainId,
  })
  return { account, wallet }
}

const balanceOf = (chainKey: string, token: Address, owner: Address) =>
  clientsFor(chainKey, owner).publicClient.readContract({
    address: token,
    abi: tokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

function requestFor(
  account: Address,
  amount: bigint,
  direction: 'home-out' | 'home-in' = 'home-out',
): OftTransferRequest {
  return direction === 'home-out'
    ? {
        srcChainName: 'ethereum',
        dstChainName: 'optimism',
        oftAddress: adapter.address,
        amount: String(amount),
        from: account,
        to: account,
      }
    : {
        srcChainName: 'optimism',
        dstChainName: 'ethereum',
        oftAddress: oft.address,
        amount: String(amount),
        from: account,
        to: account,
      }
}

async function run(
  wallet: ReturnType<typeof createTestWallet>,
  account: Address,
  oftRequest: OftTransferRequest,
  transfer: OftTransfer,
  extra: {
    confirmedWarnings?: boolean
    journal?: ReturnType<typeof createMemoryJournal>
    list?: OftList
    deploymentMemory?: OftDeploymentMemory
  } = {},
) {
  const events: StepEvent[] = []
  const result = await executeOftTransfer({
    client: clientFor(server()),
    transfer,
    oftRequest,
    list,
    chains,
    walletAddress: account,
    executors: { evm: wallet.executor },
    onEvent: (event) => events.push(event),
    ...extra,
  })
  return { result, events }
}

describe('executeOftTransfer on the local chains', () => {
  it('approves the inner token for the adapter, sends, and the relay delivers the OFT', async () => {
    const { account, wallet } = await freshSender()
    await mintTo('ethereum', innerToken, 5n * TOFT, account)
    const oftRequest = requestFor(account, 2n * TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    expect(transfer.transactionData.approvalTransaction).toBeDefined()

    const { result } = await run(wallet, account, oftRequest, transfer)
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(result.srcTxHash).toBe(result.steps[1]?.hash)
    expect(await balanceOf('ethereum', innerToken, account)).toBe(3n * TOFT)

    const delivery = await relayOftSend(localChains, catalog, 'ethereum', result.srcTxHash ?? '')
    expect(delivery).toMatchObject({ chainKey: 'optimism', to: account, amount: 2n * TOFT })
    expect(await balanceOf('optimism', oft.address, account)).toBe(2n * TOFT)

    // What the kit reads to follow it: the guid on the source, the credit on the destination.
    const request = (chainKey: string) => (args: { method: string; params?: unknown[] }) =>
      clientsFor(chainKey).publicClient.request(args as never)
    const guid = await findOftGuid(request('ethereum'), {
      txHash: result.srcTxHash ?? '',
      oftAddress: adapter.address,
    })
    expect(guid).toMatch(/^0x[0-9a-f]{64}$/)
    expect(
      await findOftDelivery(request('optimism'), {
        dstOftAddress: oft.address,
        guid: guid ?? '',
        fromBlock: 0n,
      }),
    ).toEqual({ hash: delivery.hash })
    // The approval is no OFT send; an unknown guid has not arrived.
    expect(
      await findOftGuid(request('ethereum'), {
        txHash: result.steps[0]?.hash ?? '',
        oftAddress: adapter.address,
      }),
    ).toBeUndefined()
    expect(
      await findOftDelivery(request('optimism'), {
        dstOftAddress: oft.address,
        guid: `0x${'ab'.repeat(32)}`,
        fromBlock: 0n,
      }),
    ).toBeUndefined()
  })

  it('sends the approval and the send as one batch where the wallet batches, and the relay delivers it', async () => {
    // Account 146 (test/chains/testAccounts.ts): a batching wallet (EIP-5792, a 7702-delegated account).
    const account = await accountRange(146, 146)()
    const wallet = createTestWallet({ chains: localChains, account, atomicBatch: true })
    await mintTo('ethereum', innerToken, 5n * TOFT, account)
    const oftRequest = requestFor(account, 2n * TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const { result, events } = await run(wallet, account, oftRequest, transfer)
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual(['wallet_sendCalls'])
    expect(events.find((event) => event.type === 'batchSubmitted')).toMatchObject({
      stepIndexes: [0, 1],
    })
    expect(result.srcTxHash).toBe(result.steps[0]?.hash)
    expect(await balanceOf('ethereum', innerToken, account)).toBe(3n * TOFT)
    // The send's event is in the batch's transaction: the relay (and the kit's watch) find it.
    const delivery = await relayOftSend(localChains, catalog, 'ethereum', result.srcTxHash ?? '')
    expect(delivery).toMatchObject({ chainKey: 'optimism', to: account, amount: 2n * TOFT })
  })

  it('knows the LayerZero event topics it watches', () => {
    expect(OFT_SENT_TOPIC).toBe(toEventSelector('OFTSent(bytes32,uint32,address,uint256,uint256)'))
    expect(OFT_RECEIVED_TOPIC).toBe(toEventSelector('OFTReceived(bytes32,uint32,address,uint256)'))
  })

  it('skips the approval when the allowance already covers the amount', async () => {
    const { account, wallet } = await freshSender()
    await mintTo('ethereum', innerToken, 5n * TOFT, account)
    const { walletClient, publicClient } = clientsFor('ethereum', account)
    const hash = await walletClient.writeContract({
      address: innerToken,
      abi: tokenAbi,
      functionName: 'approve',
      args: [adapter.address, 10n * TOFT],
    })
    await publicClient.waitForTransactionReceipt({ hash })
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const { result, events } = await run(wallet, account, oftRequest, transfer)
    expect(events).toContainEqual({ type: 'stepSkipped', stepIndex: 0, reason: 'already-approved' })
    expect(wallet.prompts).toHaveLength(1)
    expect(result.steps.map((step) => step.state)).toEqual(['skipped', 'confirmed'])
  })

  it('sends a plain OFT with no approval, burning it, and the relay releases the inner token home', async () => {
    const { account, wallet } = await freshSender('optimism')
    await mintTo('optimism', oft.address, 3n * TOFT, account)
    const oftRequest = requestFor(account, TOFT, 'home-in')
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    expect(transfer.transactionData.approvalTransaction).toBeUndefined()
    const { result } = await run(wallet, account, oftRequest, transfer)
    expect(wallet.prompts).toHaveLength(1)
    expect(await balanceOf('optimism', oft.address, account)).toBe(2n * TOFT)
    await relayOftSend(localChains, catalog, 'optimism', result.srcTxHash ?? '')
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT)
  })

  it('asks before sending an amount with dust, and leaves the dust in the wallet', async () => {
    const { account, wallet } = await freshSender()
    await mintTo('ethereum', innerToken, 2n * TOFT, account)
    // 18 local decimals, 6 shared: the last 12 digits cannot cross.
    const amount = TOFT + 123n
    const oftRequest = requestFor(account, amount)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const refused = await run(wallet, account, oftRequest, transfer).catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(UnsafeStepError)
    expect((refused as UnsafeStepError).findings.map((finding) => finding.rule)).toEqual([
      'oft-dust',
    ])
    expect(wallet.prompts).toHaveLength(0)

    await run(wallet, account, oftRequest, transfer, { confirmedWarnings: true })
    // The approval covers the amount; the adapter takes only what crosses.
    expect(await balanceOf('ethereum', innerToken, account)).toBe(TOFT)
  })

  it('keeps the transfer when the wallet declines the send, and finishes it on retry without approving twice', async () => {
    const { account, wallet } = await freshSender()
    await mintTo('ethereum', innerToken, 2n * TOFT, account)
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const journal = createMemoryJournal()
    // The approval goes through; the send is declined.
    let sends = 0
    const original = wallet.executor.sendTransaction
    wallet.executor.sendTransaction = async (call) => {
      if (++sends === 2) wallet.decline('eth_sendTransaction')
      return original(call)
    }
    const declined = await run(wallet, account, oftRequest, transfer, { journal }).catch(
      (error: unknown) => error,
    )
    expect(declined).toBeInstanceOf(UserRejectedError)
    const [id] = journal.list().map((record) => record.quoteId)
    expect(journal.get(id ?? '')?.steps.map((step) => step.state)).toEqual(['confirmed', 'idle'])

    const { result } = await run(wallet, account, oftRequest, transfer, { journal })
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed', 'confirmed'])
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
  })

  it('sends once when started twice at the same time (a double click)', async () => {
    const { account, wallet } = await freshSender('optimism')
    await mintTo('optimism', oft.address, 2n * TOFT, account)
    const oftRequest = requestFor(account, TOFT, 'home-in')
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const [first, second] = await Promise.all([
      run(wallet, account, oftRequest, transfer),
      run(wallet, account, oftRequest, transfer),
    ])
    expect(first.result.srcTxHash).toBe(second.result.srcTxHash)
    expect(wallet.prompts).toHaveLength(1)
  })
})

describe('native OFT sends (LayerZero NativeOFTAdapter)', () => {
  const ETH = 10n ** 18n
  // Accounts 127-128: the coin sent is the account's own ether.
  const nextNativeSender = accountRange(127, 128)
  const nativeRequest = (account: Address, amount: bigint): OftTransferRequest => ({
    srcChainName: 'ethereum',
    dstChainName: 'optimism',
    oftAddress: localChain('ethereum').nativeOft,
    amount: String(amount),
    from: account,
    to: account,
  })
  const coins = (chainKey: string, owner: Address) =>
    clientsFor(chainKey, owner).publicClient.getBalance({ address: owner })
  const gasPaid = async (hash: string) => {
    const receipt = await clientsFor('ethereum').publicClient.getTransactionReceipt({
      hash: hash as Hex,
    })
    return receipt.gasUsed * receipt.effectiveGasPrice
  }
  const sender = async () => {
    const account = await nextNativeSender()
    const wallet = createTestWallet({
      chains: localChains,
      account,
      chainId: localChain('ethereum').chainId,
    })
    return { account, wallet }
  }

  /** The rules a hostile send is refused by; the wallet is asked nothing. */
  const refusedBy = async (
    wallet: ReturnType<typeof createTestWallet>,
    account: Address,
    oftRequest: OftTransferRequest,
    transfer: OftTransfer,
    extra: Parameters<typeof run>[4] = { list: nativeList },
  ) => {
    const error = await run(wallet, account, oftRequest, transfer, extra).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UnsafeStepError)
    expect(wallet.prompts).toEqual([])
    return (error as UnsafeStepError).findings.map((finding) => finding.rule)
  }

  it('pays the fee and the coin in one value, approves nothing, and the relay pays the coin out', async () => {
    const { account, wallet } = await sender()
    const amount = ETH + ETH / 4n
    const oftRequest = nativeRequest(account, amount)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    expect(transfer.transactionData.approvalTransaction).toBeUndefined()
    const before = await coins('ethereum', account)
    const deploymentMemory = createMemoryOftDeploymentMemory()
    const { result } = await run(wallet, account, oftRequest, transfer, {
      list: nativeList,
      deploymentMemory,
    })
    expect(wallet.prompts.map((prompt) => prompt.method)).toEqual(['eth_sendTransaction'])
    // The contract it went through is what the next send of ether from there is compared to.
    expect(deploymentMemory.get()).toEqual({
      'ethereum:ETH': { address: localChain('ethereum').nativeOft, type: 'NATIVE_OFT_ADAPTER' },
    })
    const spent = before - (await coins('ethereum', account))
    expect(spent).toBe(amount + OFT_BASE_FEE + (await gasPaid(result.srcTxHash ?? '')))

    const arrivedBefore = await coins('optimism', account)
    const delivery = await relayOftSend(localChains, catalog, 'ethereum', result.srcTxHash ?? '')
    expect(delivery).toMatchObject({ chainKey: 'optimism', to: account, amount })
    expect((await coins('optimism', account)) - arrivedBefore).toBe(amount)
  })

  it('never takes the dust: the value holds what crosses, once the dust is confirmed', async () => {
    const { account, wallet } = await sender()
    const oftRequest = nativeRequest(account, ETH + 123n)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const warned = await run(wallet, account, oftRequest, transfer, { list: nativeList }).catch(
      (error: unknown) => error,
    )
    expect((warned as UnsafeStepError).findings.map((finding) => finding.rule)).toEqual([
      'oft-dust',
    ])
    const before = await coins('ethereum', account)
    const { result } = await run(wallet, account, oftRequest, transfer, {
      list: nativeList,
      confirmedWarnings: true,
    })
    const spent = before - (await coins('ethereum', account))
    expect(spent).toBe(ETH + OFT_BASE_FEE + (await gasPaid(result.srcTxHash ?? '')))
  })

  const valueCases: [string, (value: bigint) => bigint][] = [
    ['more of the coin than the amount asked', (value) => value + ETH],
    ['the fee alone, as for a token (the send would revert)', () => OFT_BASE_FEE],
    ['less of the coin than crosses, the rest as fee', (value) => value - 1n],
  ]
  it.each(valueCases)('refuses a value of %s', async (_label, tamper) => {
    const { account, wallet } = watchedWallet()
    const oftRequest = nativeRequest(account, ETH)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const send = transfer.transactionData.populatedTransaction
    send.value = String(tamper(BigInt(send.value ?? '0')))
    expect(await refusedBy(wallet, account, oftRequest, transfer)).toContain('oft-value-not-fee')
  })

  it('refuses an approval for the native coin, which has nothing to approve', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = nativeRequest(account, ETH)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    transfer.transactionData.approvalTransaction = {
      to: innerToken,
      data: approveData('0x9999999999999999999999999999999999999999', 2n ** 256n - 1n),
    }
    expect(await refusedBy(wallet, account, oftRequest, transfer)).toContain(
      'oft-approval-not-needed',
    )
  })

  it('takes the dust with the coin never: a value of the fee and the whole amount is refused', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = nativeRequest(account, ETH + 123n)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const send = transfer.transactionData.populatedTransaction
    send.value = String(BigInt(send.value ?? '0') + 123n)
    const rules = await refusedBy(wallet, account, oftRequest, transfer, {
      list: nativeList,
      confirmedWarnings: true,
    })
    expect(rules).toContain('oft-value-not-fee')
  })

  it('refuses a token adapter that /list calls the native coin’s OFT: the chain says what it moves', async () => {
    const { account, wallet } = watchedWallet()
    // A hostile /list: the TOFT adapter, listed as the native coin's OFT, would take the amount
    // in the transaction's value.
    const [entry] = list.TOFT ?? []
    if (!entry) throw new Error('no TOFT entry')
    const hostileList: OftList = {
      TOFT: [
        {
          ...entry,
          deployments: {
            ...entry.deployments,
            ethereum: { address: adapter.address, localDecimals: 18, type: 'NATIVE_OFT_ADAPTER' },
          },
        },
      ],
    }
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const send = transfer.transactionData.populatedTransaction
    send.value = String(BigInt(send.value ?? '0') + TOFT)
    transfer.transactionData.approvalTransaction = undefined
    expect(await refusedBy(wallet, account, oftRequest, transfer, { list: hostileList })).toContain(
      'oft-token-mismatch',
    )
  })

  it('asks before a send through another contract than the last send of the same token', async () => {
    const { account, wallet } = watchedWallet()
    const deploymentMemory = createMemoryOftDeploymentMemory()
    deploymentMemory.remember('ethereum', 'ETH', {
      address: '0x00000000000000000000000000000000000000e7',
      type: 'NATIVE_OFT_ADAPTER',
    })
    const oftRequest = nativeRequest(account, ETH)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const error = await run(wallet, account, oftRequest, transfer, {
      list: nativeList,
      deploymentMemory,
    }).catch((caught: unknown) => caught)
    expect((error as UnsafeStepError).findings).toMatchObject([
      { rule: 'oft-deployment-changed', severity: 'warn' },
    ])
    expect(wallet.prompts).toEqual([])
    // The contract of the last send, the same again: nothing to ask.
    const rules = verifyOftTransfer({
      transfer,
      request: oftRequest,
      list: nativeList,
      walletAddress: account,
      dstChainType: 'EVM',
      previousDeployments: {
        'ethereum:ETH': { address: localChain('ethereum').nativeOft, type: 'NATIVE_OFT_ADAPTER' },
      },
    }).map((finding) => finding.rule)
    expect(rules).not.toContain('oft-deployment-changed')
  })

  it('journals the send as the native coin it takes, for the history', async () => {
    const oftRequest = nativeRequest(refusalAccount, ETH)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const { request } = oftTransferAsQuote(
      { transfer, oftRequest, list: nativeList, chains },
      localChain('ethereum').chainId,
    )
    expect(request.srcTokenAddress).toBe(NATIVE_TOKEN_ADDRESS)
  })
})

const oftV2SendAbi = parseAbi([
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
])
type SendArgs = {
  sendParam: {
    dstEid: number
    to: Hex
    amountLD: bigint
    minAmountLD: bigint
    extraOptions: Hex
    composeMsg: Hex
    oftCmd: Hex
  }
  fee: { nativeFee: bigint; lzTokenFee: bigint }
  refundAddress: Address
}

describe('hostile OFT sends are refused before the wallet sees anything', () => {
  type Tamper = (transfer: OftTransfer, account: Address) => void
  const stranger = '0x9999999999999999999999999999999999999999'
  const sendOf = (transfer: OftTransfer) => transfer.transactionData.populatedTransaction
  /** Decodes the OFT V2 send, lets the attacker change it, and encodes it again. */
  const editSend =
    (change: (send: SendArgs) => void): Tamper =>
    (t) => {
      const { args } = decodeFunctionData({ abi: oftV2SendAbi, data: sendOf(t).data as Hex })
      const [sendParam, fee, refundAddress] = args
      const send: SendArgs = { sendParam: { ...sendParam }, fee: { ...fee }, refundAddress }
      change(send)
      sendOf(t).data = encodeFunctionData({
        abi: oftV2SendAbi,
        functionName: 'send',
        args: [send.sendParam, send.fee, send.refundAddress],
      })
    }
  const editApproval =
    (change: (approval: { to: string; data: string }) => void): Tamper =>
    (t) => {
      const approval = t.transactionData.approvalTransaction
      if (approval) change(approval)
    }
  const editProperties =
    (change: Record<string, unknown>): Tamper =>
    (t) => {
      if (t.metadata?.properties) Object.assign(t.metadata.properties, change)
    }
  const cases: [string, string, Tamper][] = [
    [
      'a send to another contract',
      'oft-send-target',
      (t) => {
        sendOf(t).to = stranger
      },
    ],
    [
      'a send of another amount',
      'oft-amount-mismatch',
      editSend((send) => {
        send.sendParam.amountLD = 5n * TOFT
      }),
    ],
    [
      'a minimum below what arrives',
      'oft-min-amount',
      editSend((send) => {
        send.sendParam.minAmountLD = 0n
      }),
    ],
    [
      'a send to another recipient',
      'oft-recipient-mismatch',
      editSend((send) => {
        send.sendParam.to = pad(stranger)
      }),
    ],
    [
      'a send to another chain',
      'oft-destination-endpoint',
      editSend((send) => {
        send.sendParam.dstEid = 30184
      }),
    ],
    [
      'a compose message nobody asked for',
      'oft-unrequested-payload',
      editSend((send) => {
        send.sendParam.composeMsg = '0x1234'
      }),
    ],
    [
      'a fee paid in LZ tokens',
      'oft-lz-token-fee',
      editSend((send) => {
        send.fee.lzTokenFee = 1n
      }),
    ],
    [
      'a value above the native fee',
      'oft-value-not-fee',
      (t) => {
        sendOf(t).value = String(1000n * TOFT)
      },
    ],
    [
      'a fee of 1,000 ETH, declared in the send and paid as its value',
      'oft-fee-above-quote',
      (t, account) => {
        editSend((send) => {
          send.fee.nativeFee = 1000n * TOFT
        })(t, account)
        sendOf(t).value = String(1000n * TOFT)
      },
    ],
    [
      'a native drop to someone else hidden in the executor options',
      'oft-executor-options',
      editSend((send) => {
        send.sendParam.extraOptions = `0x0003010031020000000000000000016345785d8a0000${pad(stranger).slice(2)}`
      }),
    ],
    [
      'refunds to someone else',
      'oft-refund-not-sender',
      editSend((send) => {
        send.refundAddress = stranger
      }),
    ],
    [
      'bytes after the end of the send',
      'oft-send-malformed',
      (t) => {
        sendOf(t).data = `${sendOf(t).data}00`
      },
    ],
    [
      'a gas limit of 10^30',
      'oft-gas-limit',
      (t) => {
        sendOf(t).gasLimit = `1${'0'.repeat(30)}`
      },
    ],
    [
      'a send the kit cannot read',
      'oft-send-malformed',
      (t) => {
        sendOf(t).data = '0xdeadbeef'
      },
    ],
    [
      'an approval of another token',
      'oft-approval-target',
      editApproval((approval) => {
        approval.to = localChain('ethereum').token
      }),
    ],
    [
      'an approval to another spender',
      'oft-approval-spender',
      editApproval((approval) => {
        approval.data = approveData(stranger, TOFT)
      }),
    ],
    [
      'an approval above the amount',
      'oft-approval-amount',
      editApproval((approval) => {
        approval.data = approveData(adapter.address, 2n ** 256n - 1n)
      }),
    ],
    [
      'metadata for another destination',
      'oft-metadata-mismatch',
      editProperties({ dstChainName: 'base' }),
    ],
    [
      'metadata for another amount',
      'oft-metadata-mismatch',
      editProperties({ amount: String(7n * TOFT) }),
    ],
    ['metadata with other decimals', 'oft-metadata-mismatch', editProperties({ localDecimals: 6 })],
  ]

  it.each(cases)('%s (%s)', async (_label, rule, tamper) => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    tamper(transfer, account)
    const error = await run(wallet, account, oftRequest, transfer).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UnsafeStepError)
    expect((error as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(rule)
    expect(wallet.prompts).toEqual([])
  })

  it('says when the fee cannot be checked (a wallet without a read path), and asks to confirm', async () => {
    const { account, wallet } = watchedWallet('optimism')
    const oftRequest = requestFor(account, TOFT, 'home-in')
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const { call: _call, ...withoutReads } = wallet.executor
    const failure = await executeOftTransfer({
      client: clientFor(server()),
      transfer,
      oftRequest,
      list,
      chains,
      walletAddress: account,
      executors: { evm: withoutReads },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings).toMatchObject([
      { rule: 'oft-fee-unverified', severity: 'warn' },
      { rule: 'oft-token-unverified', severity: 'warn' },
    ])
    expect(wallet.prompts).toEqual([])
  })

  it('asks to confirm an OFT nobody vouches for, as a hostile /list could name: no pin, not in the registry, never sent through', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const unpinned = clientFor(server(), { trustedDeployments: undefined })
    const attempt = (deploymentMemory?: OftDeploymentMemory) =>
      executeOftTransfer({
        client: unpinned,
        transfer,
        oftRequest,
        list,
        chains,
        walletAddress: account,
        executors: { evm: wallet.executor },
        deploymentMemory,
      }).catch((error: unknown) => error)
    const failure = await attempt()
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings).toMatchObject([
      { rule: 'oft-unverified', severity: 'warn' },
    ])
    expect((failure as UnsafeStepError).findings[0]?.message).toMatch(
      /only the service's token list says that 0x[0-9a-f]{40} is TOFT's OFT on ethereum/,
    )
    expect(wallet.prompts).toEqual([])
  })

  it('refuses an OFT whose own endpoint() is not the chain’s LayerZero endpoint', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const registryWith = (endpoint: string) =>
      registryWithEndpoint(localChain('ethereum').chainId, 40_001, endpoint)
    const failure = await executeOftTransfer({
      client: clientFor(server()),
      transfer,
      oftRequest,
      list,
      chains,
      walletAddress: account,
      executors: { evm: wallet.executor },
      registry: registryWith('0x6F475642a6e85809B1c36Fa62763669b1b48DD5B'),
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toEqual([
      'oft-endpoint-mismatch',
    ])
    expect(wallet.prompts).toEqual([])
  })

  it('refuses an approval for a plain OFT, which needs none', async () => {
    const { account, wallet } = watchedWallet('optimism')
    const oftRequest = requestFor(account, TOFT, 'home-in')
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    transfer.transactionData.approvalTransaction = {
      to: oft.address,
      data: approveData(oft.address, TOFT),
    }
    const error = await run(wallet, account, oftRequest, transfer).catch(
      (caught: unknown) => caught,
    )
    expect((error as UnsafeStepError).rule).toBe('oft-approval-not-needed')
    expect(wallet.prompts).toEqual([])
  })

  it('refuses an OFT that /list does not hold, and a send built for another wallet', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const unlisted = await run(
      wallet,
      account,
      { ...oftRequest, oftAddress: stranger },
      transfer,
    ).catch((caught: unknown) => caught)
    expect((unlisted as UnsafeStepError).rule).toBe('oft-not-listed')
    const other = await executeOftTransfer({
      client: clientFor(server()),
      transfer,
      oftRequest,
      list,
      chains,
      walletAddress: stranger,
      executors: { evm: wallet.executor },
    }).catch((caught: unknown) => caught)
    expect((other as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(
      'oft-signer-mismatch',
    )
    expect(wallet.prompts).toEqual([])
  })

  it('refuses a send between chains /chains does not describe', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const error = await executeOftTransfer({
      client: clientFor(server()),
      transfer,
      oftRequest,
      list,
      chains: chains.filter((chain) => chain.chainKey !== 'optimism'),
      walletAddress: account,
      executors: { evm: wallet.executor },
    }).catch((caught: unknown) => caught)
    expect((error as UnsafeStepError).rule).toBe('oft-unknown-chain')
    expect(wallet.prompts).toEqual([])
  })

  it('refuses a destination the OFT has no listed deployment on', async () => {
    const { account, wallet } = watchedWallet()
    const oftRequest = requestFor(account, TOFT)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const trimmed: OftList = structuredClone(list)
    for (const entry of trimmed.TOFT ?? []) delete entry.deployments.optimism
    const error = await executeOftTransfer({
      client: clientFor(server()),
      transfer,
      oftRequest,
      list: trimmed,
      chains,
      walletAddress: account,
      executors: { evm: wallet.executor },
    }).catch((caught: unknown) => caught)
    expect((error as UnsafeStepError).rule).toBe('oft-no-destination')
    expect(wallet.prompts).toEqual([])
  })
})

describe('who receives an OFT send is checked like a quote’s recipient', () => {
  const someoneElse = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199' as Address
  const toRecipient = (account: Address, to: string): OftTransferRequest => ({
    ...requestFor(account, TOFT),
    to,
  })

  it.each([
    // The local chains deploy alike, so the inner token on one has the OFT's address on the other.
    ['the inner token it moves', () => innerToken, /is (a token contract|.+'s OFT contract)/],
    [
      'the OFT on the destination chain',
      () => oft.address,
      /is .+'s OFT contract: funds sent there are lost/,
    ],
    ['a burn address', () => '0x000000000000000000000000000000000000dEaD', /a burn address/],
    ['a precompile', () => '0x0000000000000000000000000000000000000004', /precompiled/],
  ])('refuses %s as the recipient: the wallet is asked nothing', async (_label, to, reason) => {
    const { account, wallet } = watchedWallet()
    const oftRequest = toRecipient(account, to())
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const error = await run(wallet, account, oftRequest, transfer, {
      confirmedWarnings: true,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsafeStepError)
    const finding = (error as UnsafeStepError).findings.find(
      (item) => item.rule === 'recipient-cannot-receive',
    )
    expect(finding).toMatchObject({ severity: 'refuse' })
    expect(finding?.message).toMatch(reason)
    expect(wallet.prompts).toEqual([])
  })

  it('asks to confirm a contract on the destination as the recipient, read from that chain', async () => {
    const { account, wallet } = watchedWallet()
    // The local OP Mainnet's USDC: a contract the OFT list does not name.
    const oftRequest = toRecipient(account, localChain('optimism').token)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const error = await run(wallet, account, oftRequest, transfer).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UnsafeStepError)
    expect((error as UnsafeStepError).findings).toMatchObject([
      { rule: 'recipient-has-code', severity: 'warn' },
    ])
    expect(wallet.prompts).toEqual([])
  })

  it('refuses a contract production knows as the recipient (its LayerZero endpoint)', async () => {
    const { account } = watchedWallet()
    const endpoint = '0x1a44076050125825900e736c501f859c50fE728c'
    const oftRequest = toRecipient(account, endpoint)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const registry = registryWithEndpoint(localChain('optimism').chainId, 40_002, endpoint)
    const findings = verifyOftTransfer({
      transfer,
      request: oftRequest,
      list,
      walletAddress: account,
      dstChainType: 'EVM',
      registry,
    })
    expect(findings.find((item) => item.rule === 'recipient-cannot-receive')?.message).toMatch(
      /is an endpoint contract vtkit knows of production: funds sent there are lost$/,
    )
  })

  it('warns a smart account sending to its own address where nothing is there, or cannot be read', async () => {
    const { account } = watchedWallet()
    const oftRequest = toRecipient(account, account)
    const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
    const check = (recipientCode?: 'none' | 'contract' | 'delegated') =>
      verifyOftTransfer({
        transfer,
        request: oftRequest,
        list,
        walletAddress: account,
        dstChainType: 'EVM',
        senderCode: 'contract',
        recipientCode,
      }).filter((item) => item.rule.startsWith('recipient-'))
    expect(check('none')).toMatchObject([
      {
        rule: 'recipient-account-missing',
        severity: 'warn',
        message: expect.stringContaining('there is none at that address'),
      },
    ])
    expect(check(undefined)).toMatchObject([
      { rule: 'recipient-account-missing', message: expect.stringContaining('could not be read') },
    ])
    // The same account deployed there, or an EIP-7702 account: nothing to say.
    expect(check('contract')).toEqual([])
    expect(check('delegated')).toEqual([])
  })

  it('lets someone else’s account, an EIP-7702 account and one’s own wallet pass', async () => {
    const { account } = watchedWallet()
    for (const [to, recipientCode] of [
      [someoneElse, 'none'],
      [someoneElse, 'delegated'],
      [account, 'contract'],
    ] as const) {
      const oftRequest = toRecipient(account, to)
      const transfer = await buildOftTransfer(clientFor(server()), oftRequest)
      const findings = verifyOftTransfer({
        transfer,
        request: oftRequest,
        list,
        walletAddress: account,
        dstChainType: 'EVM',
        recipientCode,
      })
      expect(findings.filter((item) => item.rule.startsWith('recipient-'))).toEqual([])
    }
  })
})
