// Production bodies rebuilt from published facts, not from the simulator: the live captures that
// ../shared/spec/production-contracts.md names (LIVE-SUSHI: a STARGATE_V2_TAXI and an AORI_V1
// quote from Base; LIVE-OP: a STARGATE_V2_TAXI quote from OP Mainnet; LIVE-AORI: an AORI_V1 quote
// from OP Mainnet) and public-facts.md's Solana step, byte for byte where the facts give bytes,
// encoded with viem where they give the decoded calls. Nothing here is pinned by an app: these are
// what a production app sees, to be checked against what vtkit knows of production.
import { encodeFunctionData, erc20Abi, pad, parseAbi } from 'viem'
import type {
  Chain,
  Metadata,
  OftList,
  OftTransfer,
  OftTransferRequest,
  Quote,
  QuoteRequest,
  Token,
  UserStep,
} from '../../src/exports/core.js'
import { NATIVE_TOKEN_ADDRESS } from '../../src/exports/core.js'

export const usdc = {
  /** BNB Chain's USDC has 18 decimals; its Stargate pool moves it with 6 shared ones. */
  bsc: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
  base: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  optimism: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  arbitrum: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
} as const

/** The value transfer service's contracts and Stargate's USDC pools, as production has them. */
export const production = {
  base: {
    chainId: 8453,
    eid: 30184,
    multicall: '0x7e07A9148E9149e430C6412b79A675028595Ff1f',
    delegate: '0x8EcA03175fd5aC62fb6F4EcbB9A95D13dCDCB4F8',
    usdcPool: '0x27a16dc786820B16E5c9028b75B99F6f604b5d26',
    ethPool: '0xdc181Bd607330aeeBEF6ea62e03e5e1Fb4B6F7C7',
    shutEurcPool: '0x87Dd5A7481726a53C5Ac6b0D296F5846f95a72f2',
  },
  optimism: {
    chainId: 10,
    eid: 30111,
    multicall: '0x5528Cf58fEB8fbfcE94f43B33240FFFB1312bDe3',
    delegate: '0xFBea79D13E6F795a0e1E4B99090f1165a01C7B03',
    usdcPool: '0xcE8CcA271Ebc0533920C83d39F417ED6A0abB7D0',
  },
  /**
   * BNB Chain: Stargate's USDC pool (the registry knows it) and LayerZero's multicall and delegate
   * at its deployer's nonce 2, which no live capture has shown as the service's there.
   */
  bsc: {
    chainId: 56,
    eid: 30102,
    multicall: '0x5528Cf58fEB8fbfcE94f43B33240FFFB1312bDe3',
    delegate: '0xFBea79D13E6F795a0e1E4B99090f1165a01C7B03',
    usdcPool: '0x962Bd449E630b0d928f308Ce63f1A21F02576057',
  },
  aori: '0xc6868edf1d2a7a8b759856cb8afa333210dfeda6',
  /** An unwired v0.3.0 build on Base (aori-ts README), which live quotes do not use. */
  retiredAori: '0xFfe691A6dDb5D2645321e0a920C2e7Bdd00dD3D8',
  cctpTokenMessengerV2: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d',
  cctpFeeReceiver: '0xB324De4ADd083B74856082Ed2EA0B8b6F3864827',
} as const

export const chains: Chain[] = [
  {
    name: 'Base',
    shortName: 'Base',
    chainKey: 'base',
    chainType: 'EVM',
    chainId: 8453,
    nativeCurrency: {
      chainKey: 'base',
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
    },
  },
  {
    name: 'Optimism',
    shortName: 'Optimism',
    chainKey: 'optimism',
    chainType: 'EVM',
    chainId: 10,
    nativeCurrency: {
      chainKey: 'optimism',
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
    },
  },
  {
    name: 'Arbitrum',
    shortName: 'Arbitrum',
    chainKey: 'arbitrum',
    chainType: 'EVM',
    chainId: 42161,
    nativeCurrency: {
      chainKey: 'arbitrum',
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
    },
  },
  {
    name: 'BNB Chain',
    shortName: 'BNB',
    chainKey: 'bsc',
    chainType: 'EVM',
    chainId: 56,
    nativeCurrency: {
      chainKey: 'bsc',
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      symbol: 'BNB',
      name: 'BNB',
    },
  },
  {
    name: 'Ethereum',
    shortName: 'Ethereum',
    chainKey: 'ethereum',
    chainType: 'EVM',
    chainId: 1,
    nativeCurrency: {
      chainKey: 'ethereum',
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
    },
  },
  { name: 'Solana', shortName: 'Solana', chainKey: 'solana', chainType: 'SOLANA' },
] as Chain[]

/** `/metadata` as production serves it for Base (LIVE-SUSHI) and OP Mainnet (LIVE-OP's calldata). */
export const metadata: Metadata = {
  base: {
    deployments: {
      multicall: { address: production.base.multicall },
      transferDelegate: { address: production.base.delegate },
    },
  },
  optimism: {
    deployments: {
      multicall: { address: production.optimism.multicall },
      transferDelegate: { address: production.optimism.delegate },
    },
  },
  bsc: {
    deployments: {
      multicall: { address: production.bsc.multicall },
      transferDelegate: { address: production.bsc.delegate },
    },
  },
  // No Solana /metadata body has been published: the route's account of the Solana step is the
  // transfer delegate here (the likeliest, public-facts.md says); the vault is a stand-in key.
  solana: {
    deployments: {
      multicall: { address: '7Ds5JtH5zSfyGiYcieSQKFbWaYy2cbgxvGzBiKjXUPYo' },
      transferDelegate: { address: '5Kfdg62n35c15edp3cN6Nh59ofzWsWSiojoCTCgEUbEC' },
    },
  },
}

export const batchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function execute(Call[] calls, bytes32 quoteId) payable',
  'function delegateTransferFrom(address token, address from, address to, uint256 amount)',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
  'function sweep(address[] tokens, address to)',
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
])

type Hex = `0x${string}`
const ZERO: Hex = '0x0000000000000000000000000000000000000000'

export type Call = { target: string; value: bigint; data: string }

export const pull = (
  delegate: string,
  token: string,
  from: string,
  to: string,
  amount: bigint,
): Call => ({
  target: delegate,
  value: 0n,
  data: encodeFunctionData({
    abi: batchAbi,
    functionName: 'delegateTransferFrom',
    args: [token as Hex, from as Hex, to as Hex, amount],
  }),
})

export const approveCall = (token: string, spender: string, amount: bigint): Call => ({
  target: token,
  value: 0n,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as Hex, amount],
  }),
})

export const transferCall = (token: string, to: string, amount: bigint): Call => ({
  target: token,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, amount] }),
})

export const oftSend = (
  pool: string,
  send: {
    dstEid: number
    to: string
    amount: bigint
    minAmount: bigint
    fee: bigint
    refund: string
  },
): Call => ({
  target: pool,
  value: send.fee,
  data: encodeFunctionData({
    abi: batchAbi,
    functionName: 'send',
    args: [
      {
        dstEid: send.dstEid,
        to: pad(send.to as Hex),
        amountLD: send.amount,
        minAmountLD: send.minAmount,
        // A taxi's options as production sends them: type 3, nothing more.
        extraOptions: '0x0003',
        composeMsg: '0x',
        oftCmd: '0x',
      },
      { nativeFee: send.fee, lzTokenFee: 0n },
      send.refund as Hex,
    ],
  }),
})

export const sweepCall = (multicall: string, token: string, to: string): Call => ({
  target: multicall,
  value: 0n,
  data: encodeFunctionData({
    abi: batchAbi,
    functionName: 'sweep',
    args: [[token as Hex, ZERO], to as Hex],
  }),
})

export const batch = (calls: Call[], quoteId: string) =>
  encodeFunctionData({
    abi: batchAbi,
    functionName: 'execute',
    args: [
      calls.map((call) => ({
        target: call.target as Hex,
        value: call.value,
        data: call.data as Hex,
      })),
      quoteId as Hex,
    ],
  })

const evmStep = (
  chainKey: string,
  chainId: number,
  wallet: string,
  to: string,
  data: string,
  value: bigint | undefined,
  description: string,
): UserStep =>
  ({
    type: 'TRANSACTION',
    description,
    chainKey,
    chainType: 'EVM',
    signerAddress: wallet,
    transaction: {
      encoded: {
        chainId,
        data,
        from: wallet,
        to,
        ...(value === undefined ? {} : { value: String(value) }),
      },
    },
  }) as UserStep

export type Capture = {
  quote: Quote
  request: QuoteRequest
  prices: Token[]
  /**
   * What each bridge step's pool charges for its send on chain (`quoteSend`), by step index: what
   * the engine reads through the wallet. The live fee, whatever a hostile quote says it is.
   */
  chainFees?: Record<number, bigint>
}

const usdToken = (chainKey: Exclude<keyof typeof usdc, 'bsc'>, usd: number): Token => ({
  chainKey,
  address: usdc[chainKey],
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
  isSupported: true,
  price: { usd },
})

const ether = (chainKey: string, usd: number): Token => ({
  chainKey,
  address: NATIVE_TOKEN_ADDRESS,
  decimals: 18,
  symbol: 'ETH',
  name: 'Ether',
  isSupported: true,
  price: { usd },
})

/**
 * A Stargate taxi quote from Base or OP Mainnet to Arbitrum, with its live figures: approve the
 * delegate, then the multicall's batch (pull, approve the pool, OFT send, sweep). `batchCalls`
 * lets a test replace the batch's calls.
 */
export function taxiCapture(
  from: 'base' | 'optimism',
  change: { calls?: (calls: Call[]) => Call[]; fee?: bigint; feeUsd?: string } = {},
): Capture {
  const live =
    from === 'base'
      ? {
          id: '0x0000000000000000000000000000000001a118d04e88720eae61f707f315b8b1',
          wallet: '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098',
          srcAmount: 10_000_000n,
          dstAmount: '9993929',
          dstAmountMin: 9_893_989n,
          fee: 110_151_000_120_986n,
          feeUsd: '0.28954929',
          srcAmountUsd: '9.99782613',
          dstAmountUsd: '9.99175645',
          duration: '104720',
          // What the quote's figures say ether cost that day: (feeUsd - what the amount lost) / fee.
          ethUsd: 2573.6,
        }
      : {
          id: '0x00000000000000000000000000000000019e2ca90e09765292f67a283e05ec22',
          wallet: '0x05f8cc8753d90d67dbb8c02118440b8283f941c9',
          srcAmount: 100_000_000n,
          dstAmount: '99967699',
          dstAmountMin: 98_968_022n,
          fee: 49_834_877_653_870n,
          // feeUsd is what the amount lost (srcAmountUsd - dstAmountUsd): the messaging fee,
          // $0.11 paid on top, is not in it (May 2026).
          feeUsd: '0.03229297',
          srcAmountUsd: '99.97514400',
          dstAmountUsd: '99.94285103',
          duration: '60300',
          ethUsd: 2207.4,
        }
  const chain = production[from]
  const fee = change.fee ?? live.fee
  const honest: Call[] = [
    pull(chain.delegate, usdc[from], live.wallet, chain.multicall, live.srcAmount),
    approveCall(usdc[from], chain.usdcPool, live.srcAmount),
    oftSend(chain.usdcPool, {
      dstEid: 30110,
      to: live.wallet,
      amount: live.srcAmount,
      minAmount: live.dstAmountMin,
      fee,
      refund: chain.multicall,
    }),
    sweepCall(chain.multicall, usdc[from], live.wallet),
  ]
  const calls = change.calls ? change.calls(honest) : honest
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  const quote = {
    id: live.id,
    routeSteps: [{ type: 'STARGATE_V2_TAXI', srcChainKey: from, description: 'Stargate' }],
    fees: [
      {
        chainKey: from,
        type: 'MESSAGE',
        description: '',
        amount: String(fee),
        address: NATIVE_TOKEN_ADDRESS,
      },
    ],
    duration: { estimated: live.duration },
    feeUsd: change.feeUsd ?? live.feeUsd,
    srcAmount: String(live.srcAmount),
    dstAmount: live.dstAmount,
    dstAmountMin: String(live.dstAmountMin),
    srcAmountUsd: live.srcAmountUsd,
    dstAmountUsd: live.dstAmountUsd,
    userSteps: [
      evmStep(
        from,
        chain.chainId,
        live.wallet,
        usdc[from],
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.delegate as Hex, live.srcAmount],
        }),
        undefined,
        'approve',
      ),
      evmStep(
        from,
        chain.chainId,
        live.wallet,
        chain.multicall,
        batch(calls, live.id),
        value,
        'bridge',
      ),
    ],
    options: { dstNativeDropAmount: '0' },
  } as unknown as Quote
  const request: QuoteRequest = {
    srcChainKey: from,
    dstChainKey: 'arbitrum',
    srcTokenAddress: usdc[from],
    dstTokenAddress: usdc.arbitrum,
    srcWalletAddress: live.wallet,
    dstWalletAddress: live.wallet,
    amount: String(live.srcAmount),
  }
  return {
    quote,
    request,
    prices: [usdToken(from, 0.99978), usdToken('arbitrum', 0.99978), ether(from, live.ethUsd)],
    chainFees: { 1: live.fee },
  }
}

/**
 * A Stargate taxi from BNB Chain to Arbitrum, built as the live Base taxi is (no live capture from
 * BNB Chain has been published): 10 USDC of 18 decimals, 6 on arrival, so the send's amounts are
 * in the source's decimals and the quote's in the destination's.
 */
export function bnbTaxiCapture(change: { calls?: (calls: Call[]) => Call[] } = {}): Capture {
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
  const id = `0x${'b5'.repeat(32)}`
  const amount = 10n * 10n ** 18n
  const dstAmountMin = 9_893_989n
  const fee = 300_000_000_000_000n
  const chain = production.bsc
  const honest: Call[] = [
    pull(chain.delegate, usdc.bsc, wallet, chain.multicall, amount),
    approveCall(usdc.bsc, chain.usdcPool, amount),
    oftSend(chain.usdcPool, {
      dstEid: 30110,
      to: wallet,
      amount,
      minAmount: dstAmountMin * 10n ** 12n,
      fee,
      refund: chain.multicall,
    }),
    sweepCall(chain.multicall, usdc.bsc, wallet),
  ]
  const calls = change.calls ? change.calls(honest) : honest
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  const quote = {
    id,
    routeSteps: [{ type: 'STARGATE_V2_TAXI', srcChainKey: 'bsc', description: 'Stargate' }],
    fees: [
      {
        chainKey: 'bsc',
        type: 'MESSAGE',
        description: '',
        amount: String(fee),
        address: NATIVE_TOKEN_ADDRESS,
      },
    ],
    duration: { estimated: '104720' },
    feeUsd: '0.19',
    srcAmount: String(amount),
    dstAmount: '9993929',
    dstAmountMin: String(dstAmountMin),
    srcAmountUsd: '10.00',
    dstAmountUsd: '9.99',
    userSteps: [
      evmStep(
        'bsc',
        chain.chainId,
        wallet,
        usdc.bsc,
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.delegate as Hex, amount],
        }),
        undefined,
        'approve',
      ),
      evmStep('bsc', chain.chainId, wallet, chain.multicall, batch(calls, id), value, 'bridge'),
    ],
    options: { dstNativeDropAmount: '0' },
  } as unknown as Quote
  const request: QuoteRequest = {
    srcChainKey: 'bsc',
    dstChainKey: 'arbitrum',
    srcTokenAddress: usdc.bsc,
    dstTokenAddress: usdc.arbitrum,
    srcWalletAddress: wallet,
    dstWalletAddress: wallet,
    amount: String(amount),
  }
  return {
    quote,
    request,
    prices: [
      { ...usdToken('arbitrum', 1), decimals: 6 },
      {
        chainKey: 'bsc',
        address: usdc.bsc,
        decimals: 18,
        symbol: 'USDC',
        name: 'USD Coin',
        isSupported: true,
        price: { usd: 1 },
      },
      { ...ether('bsc', 600), symbol: 'BNB', name: 'BNB' },
    ],
    chainFees: { 1: fee },
  }
}

/** An Aori intent quote from Base (LIVE-SUSHI) or OP Mainnet (LIVE-AORI) to Arbitrum. */
export function intentCapture(
  from: 'base' | 'optimism',
  change: { verifyingContract?: string; version?: string; now?: number } = {},
): Capture & { now: number } {
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
  const startTime = 1_791_417_667
  const contract = change.verifyingContract ?? production.aori
  const chain = production[from]
  const quote = {
    id:
      from === 'base'
        ? '0x0000000000000000000000000000000001a118d04ebc76369ef2f5ef4de5e8bf'
        : '0x0000000000000000000000000000000001a118d04ebc76369ef2f5ef4de5e8c0',
    routeSteps: [{ type: 'AORI_V1', srcChainKey: from, description: 'Aori' }],
    fees: [
      {
        chainKey: from,
        type: 'GENERAL',
        description: 'Aori Fees',
        amount: '20497',
        address: usdc[from],
      },
    ],
    duration: { estimated: '3000' },
    feeUsd: '0.02049254',
    srcAmount: '10000000',
    dstAmount: '9979503',
    dstAmountMin: '9879707',
    srcAmountUsd: '9.99782613',
    dstAmountUsd: '9.97733359',
    userSteps: [
      evmStep(
        from,
        chain.chainId,
        wallet,
        usdc[from],
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [contract as Hex, 10_000_000n],
        }),
        undefined,
        'approve',
      ),
      {
        type: 'SIGNATURE',
        description: 'bridge',
        chainKey: from,
        signerAddress: wallet,
        signature: {
          type: 'EIP712',
          typedData: {
            primaryType: 'Order',
            domain: {
              name: 'Aori',
              version: change.version ?? '0.3.1',
              verifyingContract: contract,
            },
            types: {
              EIP712Domain: [
                { name: 'name', type: 'string' },
                { name: 'version', type: 'string' },
                { name: 'verifyingContract', type: 'address' },
              ],
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
            message: {
              offerer: wallet,
              recipient: wallet,
              inputToken: usdc[from],
              outputToken: usdc.arbitrum,
              inputAmount: '10000000',
              outputAmount: '9979503',
              startTime: String(startTime),
              endTime: String(startTime + 90),
              srcEid: chain.eid,
              dstEid: 30110,
            },
          },
        },
      },
    ],
    options: { dstNativeDropAmount: '0' },
  } as unknown as Quote
  const request: QuoteRequest = {
    srcChainKey: from,
    dstChainKey: 'arbitrum',
    srcTokenAddress: usdc[from],
    dstTokenAddress: usdc.arbitrum,
    srcWalletAddress: wallet,
    dstWalletAddress: wallet,
    amount: '10000000',
  }
  return {
    quote,
    request,
    prices: [usdToken(from, 0.99978), usdToken('arbitrum', 0.99978)],
    // Within the order's 90 s, as when it was captured.
    now: change.now ?? (startTime + 10) * 1000,
  }
}

/**
 * public-facts.md, "A Solana bridge step": 10 USDC from Solana, from `/build-user-steps`: the
 * route account's token account created (CreateIdempotent), then TransferChecked into it.
 */
export const solanaStepData =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAQAFCMDvcyavh3sN3H7mePfsJyGWsA137uo9K+BIiXXaRLBXCvoDMFK9HXOVDe+ER/lrLdj6C7yxS8WdykimJiVoF7DF7hr3LoyUtFX6nk2zUMztS9hJUwRvfewGFnKVUh0eI4yXJY9OJInxuz0QKRSODYMLWhOZ2v8QhASOe9jb6fhZQDbiSyxsOJN309whAuxkStUqsPUjb8TrtNcrZk4Vbe3G+nrzvtutOj1l82qryXQxsbvkwtL24OR8pgIDRS9dYQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABt324ddloZPZy+FGzut5rBy0he1fWzeROoz1hX7/AKl4ORI4waQSSYLr3hCCJwXUDmDxzyzsLOL+YkfuZ9cdrAIDBgABBAUGBwEBBwQCBQEACgyAlpgAAAAAAAYA'

export const solanaFacts = {
  wallet: 'Dz93pUVjXuaMnSsPSn7V99V4cUzhKoQdx9ECwZJZiafG',
  walletUsdcAccount: 'EKdu5xBC77XYJAMsQp2uUXFBLDZWa42maPfVxZDkX5Ai',
  routeAccount: '5Kfdg62n35c15edp3cN6Nh59ofzWsWSiojoCTCgEUbEC',
  routeUsdcAccount: 'jrByg8bZzCsxf6L1vQ7Up2bv1V9ffqqtWsh9Hrw1XeP',
  usdc: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
}

/** The Solana step's quote once built: 10 USDC from Solana to Base. */
export function solanaCapture(data = solanaStepData): Capture {
  const quote = {
    id: `0x${'5a'.repeat(32)}`,
    routeSteps: [{ type: 'CCTP_V2', srcChainKey: 'solana', description: 'CCTP' }],
    fees: [],
    srcAmount: '10000000',
    dstAmount: '9990000',
    dstAmountMin: '9990000',
    userSteps: [
      {
        type: 'TRANSACTION',
        description: 'bridge',
        chainKey: 'solana',
        chainType: 'SOLANA',
        signerAddress: solanaFacts.wallet,
        transaction: { encoded: { encoding: 'base64', data } },
      },
    ],
  } as unknown as Quote
  const request: QuoteRequest = {
    srcChainKey: 'solana',
    dstChainKey: 'base',
    srcTokenAddress: solanaFacts.usdc,
    dstTokenAddress: usdc.base,
    srcWalletAddress: solanaFacts.wallet,
    dstWalletAddress: '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098',
    amount: '10000000',
  }
  return { quote, request, prices: [] }
}

/**
 * A CCTP V2 batch from Base to Arbitrum as production's integrators pin it (INT-A): pull, the
 * relay fee to the service's fee receiver, approve the messenger, burn, sweep.
 */
export function cctpCapture(
  change: {
    feeReceiver?: string
    paid?: bigint
    burnt?: bigint
    calls?: (calls: Call[]) => Call[]
  } = {},
): Capture {
  const wallet = '0xFF64C2d5e23e9c48e8b42a23dc70055EEC9ea098'
  const id = `0x${'cc'.repeat(32)}`
  const amount = 10_000_000n
  const relayFee = 20_000n
  const paid = change.paid ?? relayFee
  const burnt = change.burnt ?? amount - paid
  const chain = production.base
  const honest: Call[] = [
    pull(chain.delegate, usdc.base, wallet, chain.multicall, amount),
    transferCall(usdc.base, change.feeReceiver ?? production.cctpFeeReceiver, paid),
    approveCall(usdc.base, production.cctpTokenMessengerV2, burnt),
    {
      target: production.cctpTokenMessengerV2,
      value: 0n,
      data: encodeFunctionData({
        abi: batchAbi,
        functionName: 'depositForBurn',
        args: [burnt, 3, pad(wallet as Hex), usdc.base, pad('0x'), 1_000n, 1000],
      }),
    },
    sweepCall(chain.multicall, usdc.base, wallet),
  ]
  const calls = change.calls ? change.calls(honest) : honest
  const quote = {
    id,
    routeSteps: [{ type: 'CCTP_V2', srcChainKey: 'base', description: 'CCTP' }],
    fees: [
      {
        chainKey: 'base',
        type: 'GENERAL',
        description: 'Relay fee',
        amount: String(relayFee),
        address: usdc.base,
      },
    ],
    feeUsd: '0.02',
    srcAmount: String(amount),
    dstAmount: String(burnt - 1_000n),
    dstAmountMin: String(burnt - 1_000n),
    srcAmountUsd: '10.00',
    dstAmountUsd: '9.98',
    userSteps: [
      evmStep(
        'base',
        chain.chainId,
        wallet,
        usdc.base,
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.delegate as Hex, amount],
        }),
        undefined,
        'approve',
      ),
      evmStep('base', chain.chainId, wallet, chain.multicall, batch(calls, id), 0n, 'bridge'),
    ],
  } as unknown as Quote
  const request: QuoteRequest = {
    srcChainKey: 'base',
    dstChainKey: 'arbitrum',
    srcTokenAddress: usdc.base,
    dstTokenAddress: usdc.arbitrum,
    srcWalletAddress: wallet,
    dstWalletAddress: wallet,
    amount: String(amount),
  }
  return { quote, request, prices: [usdToken('base', 1), usdToken('arbitrum', 1)] }
}

/** An OFT V2 send from `/transfer`, with what it was asked, the `/list` it is checked against, and what the chain says. */
export type OftCapture = {
  name: string
  transfer: OftTransfer
  request: OftTransferRequest
  list: OftList
  wallet: string
  dstChainType: 'EVM' | 'SOLANA'
  chainId: number
  /** What the OFT answers on chain: `token()` and `quoteSend`. */
  onChainToken: string
  quotedFee: bigint
}

const oftSendAbi = parseAbi([
  'struct SendParam { uint32 dstEid; bytes32 to; uint256 amountLD; uint256 minAmountLD; bytes extraOptions; bytes composeMsg; bytes oftCmd; }',
  'struct MessagingFee { uint256 nativeFee; uint256 lzTokenFee; }',
  'function send(SendParam sendParam, MessagingFee fee, address refundAddress) payable',
])

/**
 * Two OFT sends as production's OFT service builds them: LayerZero's ZRO from Base to Arbitrum
 * (an OFT, no approval), and USDG from Ethereum to Solana through its adapter (approve the inner
 * token, then send), its `/list` naming the token `innerTokenAddress` as public readers give it.
 */
export function oftCaptures(): OftCapture[] {
  const wallet = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
  const zro = '0x6985884C4392D348587B19cb9eAAf157F13271cd'
  const adapter = '0x147bde4f997f0d4c7544ed0c55eacf1e5e6bf9c4'
  const usdg = '0xe343167631d89B6Ffc58B88d6b7fB0228795491D'
  const solanaRecipient = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
  const send = (oft: string, dstEid: number, to: string, amount: bigint, fee: bigint) => ({
    to: oft,
    data: encodeFunctionData({
      abi: oftSendAbi,
      functionName: 'send',
      args: [
        {
          dstEid,
          to: to as Hex,
          amountLD: amount,
          minAmountLD: amount,
          extraOptions: '0x',
          composeMsg: '0x',
          oftCmd: '0x',
        },
        { nativeFee: fee, lzTokenFee: 0n },
        wallet as Hex,
      ],
    }),
    value: String(fee),
  })
  const zroFee = 45_000_000_000_000n
  const usdgFee = 90_000_000_000_000n
  return [
    {
      name: 'ZRO from Base',
      transfer: {
        transactionData: {
          populatedTransaction: send(
            zro,
            30110,
            pad('0x1f9090aae28b8a3dceadf281b0f12828e676c326'),
            10n ** 18n,
            zroFee,
          ),
        },
      } as OftTransfer,
      request: {
        srcChainName: 'base',
        dstChainName: 'arbitrum',
        oftAddress: zro,
        amount: String(10n ** 18n),
        from: wallet,
        to: '0x1f9090aae28b8a3dceadf281b0f12828e676c326',
      },
      list: {
        ZRO: [
          {
            name: 'LayerZero',
            sharedDecimals: 6,
            endpointVersion: 'v2',
            deployments: {
              base: { address: zro, localDecimals: 18, type: 'OFT' },
              arbitrum: { address: zro, localDecimals: 18, type: 'OFT' },
            },
          },
        ],
      } as OftList,
      wallet,
      dstChainType: 'EVM',
      chainId: 8453,
      onChainToken: zro,
      quotedFee: zroFee,
    },
    {
      name: 'USDG from Ethereum through its adapter',
      transfer: {
        transactionData: {
          approvalTransaction: {
            to: usdg,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [adapter as Hex, 10_000_000n],
            }),
          },
          populatedTransaction: send(
            adapter,
            30168,
            `0x${solanaWord(solanaRecipient)}`,
            10_000_000n,
            usdgFee,
          ),
        },
      } as OftTransfer,
      request: {
        srcChainName: 'ethereum',
        dstChainName: 'solana',
        oftAddress: adapter,
        amount: '10000000',
        from: wallet,
        to: solanaRecipient,
      },
      list: {
        USDG: [
          {
            name: 'Global Dollar',
            sharedDecimals: 6,
            endpointVersion: 'v2',
            deployments: {
              ethereum: {
                address: adapter,
                localDecimals: 6,
                type: 'OFT_ADAPTER',
                innerToken: usdg,
              },
              solana: {
                address: '2u1tszSeqZ3qBWF3uNGPFc8TzMk2tdiwknnRMWGWjGWH',
                localDecimals: 6,
                type: 'OFT',
              },
            },
          },
        ],
      } as OftList,
      wallet,
      dstChainType: 'SOLANA',
      chainId: 1,
      onChainToken: usdg,
      quotedFee: usdgFee,
    },
  ]
}

/** A Solana address as the 32-byte word of a LayerZero message (64 hex digits). */
function solanaWord(address: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of address) value = value * 58n + BigInt(alphabet.indexOf(char))
  return value.toString(16).padStart(64, '0')
}
