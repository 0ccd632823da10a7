// A test that generalises (issue #39): every honest production capture the repository has (the
// Stargate taxis from Base, OP Mainnet and BNB Chain, the CCTP batch with its relay fee, the Aori
// orders, the Solana step) is taken apart with viem and @solana/web3.js-free encoders (not with
// the kit's own readers), one decoded field is changed at a time, or a call, instruction or
// approval of another asset added, and the result is encoded again. For every mutation: either
// the checks refuse it (or say it, for the user to confirm), or the ledger the user is shown
// changes by at least what the mutation takes. Every mutation that is refused or said is also run
// through the engine with a recording wallet, which must be asked nothing. The counts are printed
// (and recorded in RELIABILITY.md).
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex, maxUint256, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ContractRegistry,
  type EvmExecutor,
  type EvmTransactionStep,
  executeOftTransfer,
  executeSteps,
  type LedgerAsset,
  loadProductionRegistry,
  type Quote,
  readOftTransferLedger,
  type SignatureStep,
  type SolanaExecutor,
  solanaChecks,
  type ValueLedger,
  verifyOftTransfer,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { solanaTransaction } from '../../src/testing/solanaTransaction.js'
import {
  batchAbi,
  bnbTaxiCapture,
  type Call,
  type Capture,
  cctpCapture,
  intentCapture,
  type OftCapture,
  oftCaptures,
  production,
  chains as productionChains,
  metadata as productionMetadata,
  solanaCapture,
  solanaFacts,
  taxiCapture,
  usdc,
} from '../helpers/productionCaptures.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const stranger = '0x000000000000000000000000000000000000dEaD'
const strangerWord = pad(stranger)
let registry: ContractRegistry

beforeAll(async () => {
  const loaded = await loadProductionRegistry()
  if (!loaded) throw new Error('the registry did not load')
  registry = loaded
})

type Outcome = 'refused' | 'said' | 'visible' | 'harmless' | 'missed'
const outcomes: Record<string, Record<Outcome, number>> = {}
const missed: string[] = []

afterAll(() => {
  const rows = Object.entries(outcomes).map(([capture, counts]) => ({
    capture,
    ...counts,
    tried: Object.values(counts).reduce((sum, count) => sum + count, 0),
  }))
  const total = rows.reduce((sum, row) => sum + row.tried, 0)
  const lines = rows.map(
    (row) =>
      `  ${row.capture}: ${row.tried} tried, ${row.refused} refused, ${row.said} said, ${row.visible} visible, ${row.harmless} harmless, ${row.missed} missed`,
  )
  console.info([`ledger mutations: ${total} tried`, ...lines].join('\n'))
})

/**
 * One change to an honest capture: what it takes from the user (in the token sent, the native
 * coin, or anything else), for the check that the ledger shows at least that much.
 */
type Mutation = {
  label: string
  capture: Capture & { now?: number }
  takes: bigint
  in: 'sent' | 'native' | 'none'
}

// ---------------------------------------------------------------------------------------------
// EVM batches: every field of every call, and calls added or taken away.

type Decoded = { functionName: string; args: readonly unknown[] }
const decode = (call: Call): Decoded =>
  decodeFunctionData({ abi: [...batchAbi, ...erc20Abi], data: call.data as Hex }) as Decoded
const encode = (functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi: [...batchAbi, ...erc20Abi], functionName, args } as never) as string

/** Each call's arguments changed one at a time, with what the change takes. */
function callMutations(
  refunds: boolean,
  call: Call,
  amount: bigint,
): { label: string; call: Call; takes: bigint; in: Mutation['in'] }[] {
  const { functionName, args } = decode(call)
  const out: { label: string; call: Call; takes: bigint; in: Mutation['in'] }[] = []
  const withArgs = (
    label: string,
    next: readonly unknown[],
    takes: bigint,
    unit: Mutation['in'] = 'sent',
    value = call.value,
  ) =>
    out.push({
      label: `${functionName}: ${label}`,
      call: { ...call, value, data: encode(functionName, next) },
      takes,
      in: unit,
    })
  const amounts = (value: bigint) =>
    [
      ['+1', value + 1n],
      ['-1', value - 1n],
      ['×2', value * 2n],
      ['÷2', value / 2n],
      ['÷1000', value / 1000n],
      ['0', 0n],
    ] as const
  if (functionName === 'delegateTransferFrom') {
    const [token, from, to, pulled] = args as [string, string, string, bigint]
    withArgs('another token', [usdc.arbitrum, from, to, pulled], amount)
    withArgs('from a stranger', [token, stranger, to, pulled], 0n)
    withArgs('into a stranger', [token, from, stranger, pulled], amount)
    for (const [name, value] of amounts(pulled))
      withArgs(`amount ${name}`, [token, from, to, value], value > pulled ? value - pulled : 0n)
  } else if (functionName === 'approve') {
    const [spender, approved] = args as [string, bigint]
    withArgs('spender a stranger', [stranger, approved], amount)
    withArgs('unlimited', [spender, maxUint256], 0n)
    for (const [name, value] of amounts(approved)) withArgs(`amount ${name}`, [spender, value], 0n)
  } else if (functionName === 'transfer') {
    const [to, paid] = args as [string, bigint]
    withArgs('to a stranger', [stranger, paid], paid)
    for (const [name, value] of amounts(paid))
      withArgs(`amount ${name}`, [to, value], value > paid ? value - paid : 0n)
  } else if (functionName === 'send') {
    const [param, fee, refund] = args as [
      {
        dstEid: number
        to: string
        amountLD: bigint
        minAmountLD: bigint
        extraOptions: string
        composeMsg: string
        oftCmd: string
      },
      { nativeFee: bigint; lzTokenFee: bigint },
      string,
    ]
    const send = (
      label: string,
      next: Partial<typeof param>,
      takes: bigint,
      unit: Mutation['in'] = 'sent',
    ) => withArgs(label, [{ ...param, ...next }, fee, refund], takes, unit)
    send('another endpoint', { dstEid: 30101 }, amount)
    send('to a stranger', { to: strangerWord }, amount)
    for (const [name, value] of amounts(param.amountLD))
      send(
        `amountLD ${name}`,
        { amountLD: value },
        value < param.amountLD ? param.amountLD - value : 0n,
      )
    for (const [name, value] of amounts(param.minAmountLD))
      send(`minAmountLD ${name}`, { minAmountLD: value }, 0n)
    send('a compose message', { composeMsg: '0x01' }, amount)
    send('an OFT command', { oftCmd: '0x01' }, 0n)
    send(
      'a native drop to a stranger',
      { extraOptions: `0x0003010031020000000000000000016345785d8a0000${strangerWord.slice(2)}` },
      10n ** 17n,
      'native',
    )
    withArgs('fee refunds to a stranger', [param, fee, stranger], fee.nativeFee, 'native')
    withArgs('an LZ-token fee', [param, { ...fee, lzTokenFee: 1n }, refund], 0n)
    for (const [name, factor] of [
      ['×2', 2n],
      ['×100', 100n],
    ] as const) {
      const nativeFee = fee.nativeFee * factor
      withArgs(
        `native fee ${name}`,
        [param, { ...fee, nativeFee }, refund],
        nativeFee - fee.nativeFee,
        'native',
        nativeFee,
      )
    }
  } else if (functionName === 'depositForBurn') {
    const [burnt, domain, recipient, token, caller, maxFee, finality] = args as [
      bigint,
      number,
      string,
      string,
      string,
      bigint,
      number,
    ]
    const burn = (label: string, next: unknown[], takes: bigint) => withArgs(label, next, takes)
    burn('another domain', [burnt, 0, recipient, token, caller, maxFee, finality], amount)
    burn('to a stranger', [burnt, domain, strangerWord, token, caller, maxFee, finality], amount)
    burn(
      'another burn token',
      [burnt, domain, recipient, usdc.arbitrum, caller, maxFee, finality],
      0n,
    )
    burn(
      'a chosen caller',
      [burnt, domain, recipient, token, strangerWord, maxFee, finality],
      amount,
    )
    for (const [name, value] of amounts(burnt))
      burn(
        `amount ${name}`,
        [value, domain, recipient, token, caller, maxFee, finality],
        value < burnt ? burnt - value : 0n,
      )
    for (const [name, value] of amounts(maxFee))
      burn(
        `max fee ${name}`,
        [burnt, domain, recipient, token, caller, value, finality],
        value > maxFee ? value - maxFee : 0n,
      )
  } else if (functionName === 'sweep') {
    const [tokens, to] = args as [string[], string]
    withArgs('to a stranger', [tokens, stranger], 1n)
    withArgs(
      'without the token',
      [tokens.filter((token) => token.toLowerCase() !== tokens[0]?.toLowerCase()), to],
      1n,
    )
    // Only where a send's unused fee comes back to the multicall is there native coin to return.
    withArgs('without the native coin', [tokens.slice(0, 1), to], refunds ? 1n : 0n, 'native')
    withArgs('nothing', [[], to], 1n)
  }
  for (const value of [1n, 10n ** 15n])
    if (functionName !== 'send')
      out.push({
        label: `${functionName}: native value ${value}`,
        call: { ...call, value },
        takes: value,
        in: 'native',
      })
  return out
}

/** The capture with its bridge batch's calls replaced, its value the calls' sum (as a service would make it). */
function withCalls(capture: Capture, calls: Call[]): Capture {
  const copy = structuredClone(capture)
  const step = copy.quote.userSteps.at(-1) as EvmTransactionStep
  const { args } = decodeFunctionData({ abi: batchAbi, data: step.transaction.encoded.data as Hex })
  step.transaction.encoded.data = encodeFunctionData({
    abi: batchAbi,
    functionName: 'execute',
    args: [
      calls.map((call) => ({ ...call, target: call.target as Hex, data: call.data as Hex })),
      args[1] as Hex,
    ],
  })
  step.transaction.encoded.value = String(calls.reduce((sum, call) => sum + call.value, 0n))
  return copy
}

function batchMutations(name: string, capture: Capture): Mutation[] {
  const step = capture.quote.userSteps.at(-1) as EvmTransactionStep
  const { args } = decodeFunctionData({ abi: batchAbi, data: step.transaction.encoded.data as Hex })
  const calls = (args[0] as readonly Call[]).map((call) => ({ ...call }))
  const amount = BigInt(capture.quote.srcAmount)
  const token = capture.request.srcTokenAddress
  const refunds = calls.some((call) => decode(call).functionName === 'send')
  const mutations: Mutation[] = []
  const add = (label: string, next: Call[], takes: bigint, unit: Mutation['in']) =>
    mutations.push({
      label: `${name}: ${label}`,
      capture: withCalls(capture, next),
      takes,
      in: unit,
    })
  calls.forEach((call, position) => {
    for (const changed of callMutations(refunds, call, amount))
      add(
        `call ${position + 1} ${changed.label}`,
        calls.map((item, index) => (index === position ? changed.call : item)),
        changed.takes,
        changed.in,
      )
    add(
      `call ${position + 1} dropped`,
      calls.filter((_, index) => index !== position),
      0n,
      'none',
    )
    const moves = ['delegateTransferFrom', 'send', 'transfer', 'depositForBurn'].includes(
      decode(call).functionName,
    )
    add(
      `call ${position + 1} twice`,
      [...calls.slice(0, position + 1), call, ...calls.slice(position + 1)],
      moves ? amount : 0n,
      moves ? 'sent' : 'none',
    )
  })
  const extra: [string, Call, bigint, Mutation['in']][] = [
    [
      'another asset approved to a stranger',
      { target: usdc.arbitrum, value: 0n, data: encode('approve', [stranger, maxUint256]) },
      1n,
      'none',
    ],
    [
      'the token approved to a stranger',
      { target: token, value: 0n, data: encode('approve', [stranger, amount]) },
      amount,
      'sent',
    ],
    [
      'the token transferred to a stranger',
      { target: token, value: 0n, data: encode('transfer', [stranger, 1n]) },
      1n,
      'sent',
    ],
    [
      'native coin to a stranger',
      { target: stranger, value: 10n ** 15n, data: '0x' },
      10n ** 15n,
      'native',
    ],
  ]
  for (const [label, call, takes, unit] of extra) {
    add(
      `${label}, before the sweep`,
      [...calls.slice(0, -1), call, ...calls.slice(-1)],
      takes,
      unit,
    )
  }
  // The approve step and the step's own fields.
  const approve = capture.quote.userSteps[0] as EvmTransactionStep
  const approveWith = (
    label: string,
    change: (encoded: EvmTransactionStep['transaction']['encoded']) => void,
    takes: bigint,
    unit: Mutation['in'],
  ) => {
    const copy = structuredClone(capture)
    change((copy.quote.userSteps[0] as EvmTransactionStep).transaction.encoded)
    mutations.push({ label: `${name}: approve step ${label}`, capture: copy, takes, in: unit })
  }
  const [spender, approved] = decodeFunctionData({
    abi: erc20Abi,
    data: approve.transaction.encoded.data as Hex,
  }).args as [Hex, bigint]
  approveWith(
    'spender a stranger',
    (encoded) => {
      encoded.data = encode('approve', [stranger, approved])
    },
    amount,
    'sent',
  )
  approveWith(
    'spender the multicall',
    (encoded) => {
      encoded.data = encode('approve', [step.transaction.encoded.to, approved])
    },
    amount,
    'sent',
  )
  for (const [label, value] of [
    ['+1', approved + 1n],
    ['×2', approved * 2n],
    ['unlimited', maxUint256],
  ] as const)
    approveWith(
      `amount ${label}`,
      (encoded) => {
        encoded.data = encode('approve', [spender, value])
      },
      0n,
      'none',
    )
  approveWith(
    'on another token',
    (encoded) => {
      encoded.to = usdc.arbitrum
    },
    1n,
    'none',
  )
  approveWith(
    'with native value',
    (encoded) => {
      encoded.value = '1000000000000000'
    },
    10n ** 15n,
    'native',
  )
  const stepWith = (
    label: string,
    change: (quote: Quote) => void,
    takes: bigint,
    unit: Mutation['in'],
  ) => {
    const copy = structuredClone(capture)
    change(copy.quote)
    mutations.push({ label: `${name}: ${label}`, capture: copy, takes, in: unit })
  }
  stepWith(
    'batch value +1',
    (quote) => {
      const encoded = (quote.userSteps.at(-1) as EvmTransactionStep).transaction.encoded
      encoded.value = String(BigInt(encoded.value ?? '0') + 1n)
    },
    1n,
    'native',
  )
  stepWith(
    'the quote claims 10× what arrives',
    (quote) => {
      quote.dstAmount = String(BigInt(quote.dstAmount) * 10n)
    },
    0n,
    'none',
  )
  stepWith(
    'the quote promises a minimum 2× the bridge’s',
    (quote) => {
      quote.dstAmountMin = String(BigInt(quote.dstAmountMin ?? quote.dstAmount) * 2n)
    },
    0n,
    'none',
  )
  stepWith(
    'its fee list leaves the fees out',
    (quote) => {
      quote.fees = []
    },
    0n,
    'none',
  )
  return mutations
}

// ---------------------------------------------------------------------------------------------
// Intent orders: every field of the order and of its approval.

function intentMutations(name: string, capture: Capture & { now: number }): Mutation[] {
  const amount = BigInt(capture.quote.srcAmount)
  const mutations: Mutation[] = []
  const order = (
    label: string,
    change: (message: Record<string, unknown>, step: SignatureStep) => void,
    takes: bigint,
    unit: Mutation['in'] = 'sent',
  ) => {
    const copy = structuredClone(capture)
    const step = copy.quote.userSteps[1] as SignatureStep
    change(step.signature.typedData.message, step)
    mutations.push({ label: `${name}: order ${label}`, capture: copy, takes, in: unit })
  }
  const message = (capture.quote.userSteps[1] as SignatureStep).signature.typedData.message
  for (const field of ['inputAmount', 'outputAmount'] as const) {
    const value = BigInt(String(message[field]))
    for (const [label, next] of [
      ['+1', value + 1n],
      ['-1', value - 1n],
      ['×2', value * 2n],
      ['÷2', value / 2n],
      ['0', 0n],
    ] as const)
      order(
        `${field} ${label}`,
        (fields) => {
          fields[field] = String(next)
        },
        field === 'inputAmount'
          ? next > value
            ? next - value
            : 0n
          : next < value
            ? value - next
            : 0n,
      )
  }
  for (const [field, value] of [
    ['inputToken', usdc.arbitrum],
    ['outputToken', usdc.base],
    ['recipient', stranger],
    ['offerer', stranger],
  ] as const)
    order(
      `${field} changed`,
      (fields) => {
        fields[field] = value
      },
      field === 'offerer' ? 0n : amount,
    )
  for (const [field, value] of [
    ['srcEid', 30101],
    ['dstEid', 30101],
  ] as const)
    order(
      `${field} changed`,
      (fields) => {
        fields[field] = value
      },
      amount,
    )
  order(
    'endTime a year away',
    (fields) => {
      fields.endTime = String(Number(fields.startTime) + 365 * 86_400)
    },
    0n,
  )
  order(
    'for a stranger’s contract, approved to it',
    (_fields, step) => {
      step.signature.typedData.domain.verifyingContract = stranger
    },
    amount,
  )
  const approval = (label: string, data: string, takes: bigint) => {
    const copy = structuredClone(capture)
    ;(copy.quote.userSteps[0] as EvmTransactionStep).transaction.encoded.data = data
    mutations.push({ label: `${name}: approval ${label}`, capture: copy, takes, in: 'sent' })
  }
  approval('to a stranger', encode('approve', [stranger, amount]), amount)
  approval('+1', encode('approve', [production.aori, amount + 1n]), 0n)
  approval('unlimited', encode('approve', [production.aori, maxUint256]), 0n)
  return mutations
}

// ---------------------------------------------------------------------------------------------
// The Solana step: its two instructions field by field, instructions added and taken away.

const programs = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
}
const wbtc = '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh'
const strangerKey = 'Vote111111111111111111111111111111111111111'
type Instruction = { programId: string; accounts: string[]; data: Uint8Array }
const checked = (kind: number, amount: bigint, decimals: number) => {
  const data = new Uint8Array(10)
  data[0] = kind
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return data
}
const lamports = (to: string, amount: bigint): Instruction => {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, amount, true)
  return { programId: programs.system, accounts: [solanaFacts.wallet, to], data }
}

function solanaMutations(): Mutation[] {
  const { wallet, walletUsdcAccount, routeAccount, routeUsdcAccount, usdc: mint } = solanaFacts
  const amount = 10_000_000n
  const create: Instruction = {
    programId: programs.associatedToken,
    accounts: [wallet, routeUsdcAccount, routeAccount, mint, programs.system, programs.token],
    data: Uint8Array.of(1),
  }
  const transfer = (
    value: bigint,
    accounts = [walletUsdcAccount, mint, routeUsdcAccount, wallet],
  ): Instruction => ({
    programId: programs.token,
    accounts,
    data: checked(12, value, 6),
  })
  const mutations: Mutation[] = []
  const add = (label: string, instructions: Instruction[], takes: bigint, unit: Mutation['in']) =>
    mutations.push({
      label: `solana: ${label}`,
      capture: solanaCapture(
        solanaTransaction({
          feePayer: wallet,
          recentBlockhash: '11111111111111111111111111111111',
          version: 0,
          instructions,
        }),
      ),
      takes,
      in: unit,
    })
  for (const [label, value] of [
    ['+1', amount + 1n],
    ['-1', amount - 1n],
    ['×2', amount * 2n],
    ['÷2', amount / 2n],
    ['0', 0n],
  ] as const)
    add(
      `transfer ${label}`,
      [create, transfer(value)],
      value > amount ? value - amount : 0n,
      'sent',
    )
  add(
    'transfer to a stranger',
    [create, transfer(amount, [walletUsdcAccount, mint, strangerKey, wallet])],
    amount,
    'sent',
  )
  add(
    'transfer of another mint',
    [create, transfer(amount, [walletUsdcAccount, wbtc, routeUsdcAccount, wallet])],
    amount,
    'none',
  )
  add('transfer twice', [create, transfer(amount), transfer(amount)], amount, 'sent')
  add('without its token account', [transfer(amount)], 0n, 'none')
  add(
    'token account created for a stranger',
    [
      {
        ...create,
        accounts: [wallet, routeUsdcAccount, strangerKey, mint, programs.system, programs.token],
      },
      transfer(amount),
    ],
    2_039_280n,
    'native',
  )
  add(
    '0.1 SOL to the route account beside it',
    [create, transfer(amount), lamports(routeAccount, 10n ** 8n)],
    10n ** 8n,
    'native',
  )
  add(
    '5 SOL to the route account beside it',
    [create, transfer(amount), lamports(routeAccount, 5n * 10n ** 9n)],
    5n * 10n ** 9n,
    'native',
  )
  add(
    'SOL to a stranger beside it',
    [create, transfer(amount), lamports(strangerKey, 1n)],
    1n,
    'native',
  )
  add(
    'wBTC approved to the route account',
    [
      create,
      transfer(amount),
      {
        programId: programs.token,
        accounts: [walletUsdcAccount, wbtc, routeAccount, wallet],
        data: checked(13, 10n ** 8n, 8),
      },
    ],
    1n,
    'none',
  )
  add(
    'USDC approved to the route account on top',
    [
      create,
      transfer(amount),
      {
        programId: programs.token,
        accounts: [walletUsdcAccount, mint, routeAccount, wallet],
        data: checked(13, amount, 6),
      },
    ],
    amount,
    'sent',
  )
  add(
    'the route account run as a program',
    [
      create,
      transfer(amount),
      { programId: routeAccount, accounts: [wallet], data: Uint8Array.of(1) },
    ],
    amount,
    'sent',
  )
  add(
    'an unknown program run',
    [
      create,
      transfer(amount),
      { programId: strangerKey, accounts: [wallet], data: Uint8Array.of(1) },
    ],
    amount,
    'sent',
  )
  add(
    'the authority of the wallet’s token account handed over',
    [
      create,
      transfer(amount),
      {
        programId: programs.token,
        accounts: [walletUsdcAccount, wallet],
        data: Uint8Array.of(6, 2, 1, ...new Uint8Array(32).fill(7)),
      },
    ],
    amount,
    'sent',
  )
  return mutations
}

// ---------------------------------------------------------------------------------------------

/** What the user is shown of an asset: sent, bridged (and at least arriving), paid, returned. */
function shown(ledger: ValueLedger, unit: Mutation['in'], source: string): bigint[] {
  const matches = (asset: LedgerAsset) =>
    unit === 'native'
      ? asset.native
      : unit === 'sent'
        ? asset.address.toLowerCase() === source.toLowerCase()
        : true
  const sum = (kind: string) =>
    ledger.entries
      .filter((entry) => entry.kind === kind && matches(entry.asset))
      .reduce((total, entry) => total + entry.amount, 0n)
  return [
    ledger.sent
      .filter((item) => matches(item.asset))
      .reduce((total, item) => total + item.amount, 0n),
    sum('bridged'),
    sum('fee'),
    sum('returned'),
    ledger.entries.reduce(
      (total, entry) => total + (entry.kind === 'bridged' ? (entry.minimumOut ?? 0n) : 0n),
      0n,
    ),
    ledger.approvals
      .filter((item) => matches(item.asset))
      .reduce((total, item) => total + item.amount, 0n),
  ]
}

function check(capture: Capture & { now?: number }) {
  return verifyUserSteps({
    quote: capture.quote,
    request: capture.request,
    metadata: productionMetadata,
    chains: productionChains,
    walletAddress: capture.request.srcWalletAddress,
    prices: capture.prices,
    bridgeFees: capture.chainFees,
    chainChecks: { solana: solanaChecks },
    registry,
    now: capture.now,
  })
}

/** The engine, with a wallet that records (and declines) every request: it must be asked nothing. */
async function throughTheEngine(capture: Capture & { now?: number }): Promise<string[]> {
  const prompts: string[] = []
  const decline = (name: string) => {
    prompts.push(name)
    return Promise.reject(Object.assign(new Error('declined'), { code: 4001 }))
  }
  const chainId =
    productionChains.find((chain) => chain.chainKey === capture.request.srcChainKey)?.chainId ?? 0
  const evm: EvmExecutor = {
    getChainId: async () => chainId,
    switchChain: () => decline('switchChain'),
    sendTransaction: () => decline('sendTransaction'),
    waitForReceipt: () => Promise.reject(new Error('nothing was sent')),
    readAllowance: async () => 0n,
    signTypedData: () => decline('signTypedData'),
    call: async ({ data }) => {
      const [fee] = Object.values(capture.chainFees ?? {})
      if (!data.startsWith('0x3b6f743b') || fee === undefined) throw new Error('reverted')
      return `0x${fee.toString(16).padStart(64, '0')}${'0'.repeat(64)}`
    },
  }
  const solana: SolanaExecutor = {
    signTransaction: () => decline('signTransaction'),
    sendTransaction: () => decline('sendTransaction'),
    confirm: () => Promise.reject(new Error('nothing was sent')),
    checks: solanaChecks,
  }
  // A Solana step is built right before signing (/build-user-steps): the service serves the
  // mutated one there, and the engine checks it again before the wallet sees it.
  const solanaSource = capture.request.srcChainKey === 'solana'
  if (solanaSource)
    server().simulator.faults.inject({
      path: '/build-user-steps',
      times: 1,
      fault: {
        type: 'body',
        status: 200,
        body: JSON.stringify({ userSteps: capture.quote.userSteps }),
      },
    })
  await executeSteps({
    client: clientFor(server(), { trustedDeployments: undefined }),
    quote: solanaSource
      ? { ...capture.quote, userSteps: [], userStepsPending: true }
      : capture.quote,
    request: capture.request,
    walletAddress: capture.request.srcWalletAddress,
    metadata: productionMetadata,
    chains: productionChains,
    prices: capture.prices,
    executors: { evm, solana },
    registry,
    locks: null,
    now: capture.now === undefined ? undefined : () => capture.now as number,
  }).catch(() => undefined)
  return prompts
}

const captures: [
  string,
  () => Capture & { now?: number },
  (name: string, capture: never) => Mutation[],
][] = [
  ['taxi from Base', () => taxiCapture('base'), batchMutations as never],
  ['taxi from OP Mainnet', () => taxiCapture('optimism'), batchMutations as never],
  ['taxi from BNB Chain (18 decimals)', () => bnbTaxiCapture(), batchMutations as never],
  ['CCTP with its relay fee', () => cctpCapture(), batchMutations as never],
  ['Aori order from Base', () => intentCapture('base'), intentMutations as never],
  ['Aori order from OP Mainnet', () => intentCapture('optimism'), intentMutations as never],
  ['Solana step', () => solanaCapture(), (() => solanaMutations()) as never],
]

describe('every honest capture, changed one field at a time', () => {
  it.each(captures)(
    '%s: each mutation is refused, said, or visible in the ledger by what it takes',
    async (name, make, mutate) => {
      const honest = make()
      const before = check(honest)
      expect(before.findings).toEqual([])
      // The engine asks the wallet for the honest capture: its silence below means refused.
      expect(await throughTheEngine(honest)).not.toEqual([])
      const counts: Record<Outcome, number> = {
        refused: 0,
        said: 0,
        visible: 0,
        harmless: 0,
        missed: 0,
      }
      for (const mutation of mutate(name, honest as never)) {
        const { findings, ledger } = check(mutation.capture)
        let outcome: Outcome
        if (findings.some((finding) => finding.severity === 'refuse')) outcome = 'refused'
        else if (findings.length > 0) outcome = 'said'
        else if (mutation.takes === 0n) outcome = 'harmless'
        else {
          const was = shown(before.ledger, mutation.in, honest.request.srcTokenAddress)
          const now = shown(ledger, mutation.in, honest.request.srcTokenAddress)
          const moved = was.some((value, index) => {
            const delta = (now[index] ?? 0n) - value
            return (delta < 0n ? -delta : delta) >= mutation.takes
          })
          outcome = moved ? 'visible' : 'missed'
        }
        counts[outcome]++
        if (outcome === 'missed') missed.push(mutation.label)
        if (outcome === 'refused' || outcome === 'said')
          expect(await throughTheEngine(mutation.capture), mutation.label).toEqual([])
      }
      outcomes[name] = counts
      expect(missed).toEqual([])
    },
  )
})

// ---------------------------------------------------------------------------------------------
// OFT sends from the OFT service: the send's every field, its value, its approval.

type OftMutation = { label: string; capture: OftCapture; takes: bigint; in: Mutation['in'] }

function oftMutations(honest: OftCapture): OftMutation[] {
  const mutations: OftMutation[] = []
  const amount = BigInt(honest.request.amount)
  const { args } = decodeFunctionData({
    abi: batchAbi,
    data: honest.transfer.transactionData.populatedTransaction.data as Hex,
  })
  const [param, fee, refund] = args as unknown as [
    {
      dstEid: number
      to: string
      amountLD: bigint
      minAmountLD: bigint
      extraOptions: string
      composeMsg: string
      oftCmd: string
    },
    { nativeFee: bigint; lzTokenFee: bigint },
    string,
  ]
  const sendWith = (
    label: string,
    next: {
      param?: Partial<typeof param>
      fee?: Partial<typeof fee>
      refund?: string
      value?: bigint
      to?: string
    },
    takes: bigint,
    unit: Mutation['in'] = 'sent',
  ) => {
    const capture = structuredClone(honest)
    const send = capture.transfer.transactionData.populatedTransaction
    send.data = encode('send', [
      { ...param, ...next.param },
      { ...fee, ...next.fee },
      next.refund ?? refund,
    ])
    if (next.value !== undefined) send.value = String(next.value)
    if (next.to !== undefined) send.to = next.to
    mutations.push({ label: `${honest.name}: send ${label}`, capture, takes, in: unit })
  }
  sendWith('another endpoint', { param: { dstEid: 30101 } }, amount)
  sendWith('to a stranger', { param: { to: strangerWord } }, amount)
  for (const [label, value] of [
    ['+1', param.amountLD + 1n],
    ['-1', param.amountLD - 1n],
    ['×2', param.amountLD * 2n],
    ['÷2', param.amountLD / 2n],
  ] as const)
    sendWith(
      `amountLD ${label}`,
      { param: { amountLD: value } },
      value > param.amountLD ? value - param.amountLD : 0n,
    )
  for (const [label, value] of [
    ['0', 0n],
    ['÷2', param.minAmountLD / 2n],
    ['-1', param.minAmountLD - 1n],
  ] as const)
    sendWith(`minAmountLD ${label}`, { param: { minAmountLD: value } }, param.minAmountLD - value)
  sendWith('a compose message', { param: { composeMsg: '0x01' } }, amount)
  sendWith('an OFT command', { param: { oftCmd: '0x01' } }, amount)
  sendWith(
    'a native drop to a stranger',
    {
      param: {
        extraOptions: `0x0003010031020000000000000000016345785d8a0000${strangerWord.slice(2)}`,
      },
    },
    10n ** 17n,
    'native',
  )
  sendWith('refunds to a stranger', { refund: stranger }, fee.nativeFee, 'native')
  sendWith('an LZ-token fee', { fee: { lzTokenFee: 1n } }, 0n)
  for (const factor of [2n, 100n])
    sendWith(
      `fee ×${factor}`,
      { fee: { nativeFee: fee.nativeFee * factor }, value: fee.nativeFee * factor },
      fee.nativeFee * (factor - 1n),
      'native',
    )
  sendWith('value +1', { value: fee.nativeFee + 1n }, 1n, 'native')
  sendWith('to another contract', { to: stranger }, amount)
  const approval = honest.transfer.transactionData.approvalTransaction
  const approvalWith = (
    label: string,
    data: string,
    to: string,
    takes: bigint,
    unit: Mutation['in'] = 'sent',
  ) => {
    const capture = structuredClone(honest)
    capture.transfer.transactionData.approvalTransaction = { to, data }
    mutations.push({ label: `${honest.name}: approval ${label}`, capture, takes, in: unit })
  }
  if (approval) {
    const [spender] = decodeFunctionData({ abi: erc20Abi, data: approval.data as Hex }).args as [
      string,
      bigint,
    ]
    approvalWith('to a stranger', encode('approve', [stranger, amount]), approval.to, amount)
    approvalWith('+1', encode('approve', [spender, amount + 1n]), approval.to, 1n)
    approvalWith('unlimited', encode('approve', [spender, maxUint256]), approval.to, amount)
    approvalWith('of another token', approval.data, usdc.base, 1n, 'none')
    const paying = structuredClone(honest)
    paying.transfer.transactionData.approvalTransaction = { ...approval, value: '1000000000' }
    mutations.push({
      label: `${honest.name}: approval sending native coin`,
      capture: paying,
      takes: 1_000_000_000n,
      in: 'native',
    })
  } else
    approvalWith(
      'added where none is needed',
      encode('approve', [honest.request.oftAddress, amount]),
      usdc.base,
      amount,
      'none',
    )
  return mutations
}

function checkOft(capture: OftCapture) {
  const parameters = {
    transfer: capture.transfer,
    request: capture.request,
    list: capture.list,
    walletAddress: capture.wallet,
    dstChainType: capture.dstChainType,
  }
  return {
    findings: verifyOftTransfer({
      ...parameters,
      chainId: capture.chainId,
      registry,
      onChainToken: capture.onChainToken,
      quotedFee: capture.quotedFee,
      trustedDeployments: {
        [capture.request.srcChainName]: { ofts: [capture.request.oftAddress] },
      },
    }),
    ledger: readOftTransferLedger({ ...parameters, quotedFee: capture.quotedFee }),
  }
}

describe('every OFT send, changed one field at a time', () => {
  it.each(oftCaptures().map((capture) => [capture.name, capture] as const))(
    '%s: each mutation is refused, said, or visible in the ledger by what it takes',
    async (name, honest) => {
      const before = checkOft(honest)
      expect(before.findings).toEqual([])
      expect(await oftThroughTheEngine(honest)).not.toEqual([])
      if (!before.ledger) throw new Error('the honest send has no ledger')
      const counts: Record<Outcome, number> = {
        refused: 0,
        said: 0,
        visible: 0,
        harmless: 0,
        missed: 0,
      }
      const token =
        honest.list[Object.keys(honest.list)[0] ?? '']?.[0]?.deployments[
          honest.request.srcChainName
        ]
      const source = token?.innerToken ?? token?.address ?? ''
      for (const mutation of oftMutations(honest)) {
        const { findings, ledger } = checkOft(mutation.capture)
        let outcome: Outcome
        if (findings.some((finding) => finding.severity === 'refuse')) outcome = 'refused'
        else if (findings.length > 0) outcome = 'said'
        else if (mutation.takes === 0n) outcome = 'harmless'
        else {
          const was = shown(before.ledger, mutation.in, source)
          const now = ledger ? shown(ledger, mutation.in, source) : []
          outcome = was.some((value, index) => {
            const delta = (now[index] ?? 0n) - value
            return (delta < 0n ? -delta : delta) >= mutation.takes
          })
            ? 'visible'
            : 'missed'
        }
        counts[outcome]++
        if (outcome === 'missed') missed.push(mutation.label)
        if (outcome === 'refused' || outcome === 'said')
          expect(await oftThroughTheEngine(mutation.capture), mutation.label).toEqual([])
      }
      outcomes[name] = counts
      expect(missed).toEqual([])
    },
  )
})

/** `executeOftTransfer` with a wallet that records (and declines) every request; its reads answer as the chain would. */
async function oftThroughTheEngine(capture: OftCapture): Promise<string[]> {
  const prompts: string[] = []
  const decline = (name: string) => {
    prompts.push(name)
    return Promise.reject(Object.assign(new Error('declined'), { code: 4001 }))
  }
  const word = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
  const evm: EvmExecutor = {
    getChainId: async () => capture.chainId,
    switchChain: () => decline('switchChain'),
    sendTransaction: () => decline('sendTransaction'),
    waitForReceipt: () => Promise.reject(new Error('nothing was sent')),
    readAllowance: async () => 0n,
    signTypedData: () => decline('signTypedData'),
    call: async ({ data }) => {
      if (data.startsWith('0xfc0c546a')) return word(capture.onChainToken)
      if (data.startsWith('0x3b6f743b'))
        return `${word(capture.quotedFee.toString(16))}${'0'.repeat(64)}`
      throw new Error('reverted')
    },
  }
  await executeOftTransfer({
    // An issuer's OFT is in no registry: an app that sends it pins it.
    client: clientFor(server(), {
      trustedDeployments: {
        [capture.request.srcChainName]: { ofts: [capture.request.oftAddress] },
      },
    }),
    transfer: capture.transfer,
    oftRequest: capture.request,
    list: capture.list,
    chains: productionChains,
    walletAddress: capture.wallet,
    executors: { evm },
    registry,
    locks: null,
  }).catch(() => undefined)
  return prompts
}
