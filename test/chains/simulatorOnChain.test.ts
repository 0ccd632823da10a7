import { type Hex, parseEventLogs } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import {
  type EvmTransactionStep,
  getChains,
  getMetadata,
  getQuotes,
  NATIVE_TOKEN_ADDRESS,
  type Quote,
  type QuoteRequest,
  readChainFacts,
  verifyUserSteps,
} from '../../src/exports/core.js'
import { createViemEvmExecutor } from '../../src/exports/index.js'
import {
  clientsFor,
  localChain,
  mintTo,
  multicallAbi,
  oftAbi,
  tokenAbi,
  withChainSimulator,
} from '../helpers/chainSimulator.js'
import { clientFor } from '../helpers/simulatorServer.js'

const server = withChainSimulator()
const { user } = inject('localChains')

async function quoteFor(
  srcTokenAddress: string,
  dstTokenAddress: string,
  amount: bigint,
): Promise<{ quote: Quote; request: QuoteRequest }> {
  const request: QuoteRequest = {
    amount: String(amount),
    srcChainKey: 'ethereum',
    srcTokenAddress,
    srcWalletAddress: user,
    dstChainKey: 'optimism',
    dstTokenAddress,
    dstWalletAddress: user,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no taxi quote')
  return { quote, request }
}

/** Sends an EVM step exactly as returned: to, data, value, gas. */
async function send(step: EvmTransactionStep) {
  const { publicClient, walletClient } = clientsFor(step.chainKey)
  const { to, data, value, gasLimit } = step.transaction.encoded
  const hash = await walletClient.sendTransaction({
    to: to as Hex,
    data: data as Hex,
    value: BigInt(value ?? '0'),
    gas: gasLimit ? BigInt(gasLimit) : undefined,
  })
  return publicClient.waitForTransactionReceipt({ hash })
}

describe("the simulator's quotes on real local chains", () => {
  it('ERC20: the approve and the multicall batch execute: pulled, sent by the pool, swept, the quote id recorded', async () => {
    const ethereum = localChain('ethereum')
    const optimism = localChain('optimism')
    await mintTo('ethereum', ethereum.token, 100_000_000n)
    const { quote, request } = await quoteFor(ethereum.token, optimism.token, 25_000_000n)
    const [chains, metadata] = await Promise.all([
      getChains(clientFor(server())),
      getMetadata(clientFor(server())),
    ])
    // What the chains say (the pool's fee, the tokens' decimals), read as the engine reads it.
    const executor = createViemEvmExecutor({
      walletClient: clientsFor('ethereum').walletClient,
      getPublicClient: (chainId) =>
        clientsFor(chainId === localChain('ethereum').chainId ? 'ethereum' : 'optimism')
          .publicClient,
    })
    expect(
      verifyUserSteps({
        quote,
        request,
        metadata,
        chains,
        walletAddress: user,
        trustedDeployments: clientFor(server()).trustedDeployments,
        ...(await readChainFacts(executor, { quote, request, metadata, chains })),
      }).findings,
    ).toEqual([])
    const { publicClient } = clientsFor('ethereum')
    const before = await publicClient.readContract({
      address: ethereum.token,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [user],
    })
    const [approve, bridge] = quote.userSteps as EvmTransactionStep[]
    if (!approve || !bridge) throw new Error('expected approve and bridge steps')
    expect((await send(approve)).status).toBe('success')
    const receipt = await send(bridge)
    expect(receipt.status).toBe('success')
    const [event] = parseEventLogs({ abi: multicallAbi, logs: receipt.logs, eventName: 'Executed' })
    expect(event?.args.quoteId).toBe(quote.id)
    expect(event?.args.sender.toLowerCase()).toBe(user.toLowerCase())
    const [sent] = parseEventLogs({ abi: oftAbi, logs: receipt.logs, eventName: 'OFTSent' })
    expect(sent?.args).toMatchObject({ dstEid: 30111, amountSentLD: 25_000_000n })
    const balance = (owner: Hex) =>
      publicClient.readContract({
        address: ethereum.token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(before - (await balance(user))).toBe(25_000_000n)
    // Nothing stays in the multicall: the sweep returned what the batch left.
    expect(await balance(ethereum.multicall)).toBe(0n)
  })

  it('native coin: the one bridge step carries the amount plus fees as value, paid to the native pool', async () => {
    const { quote } = await quoteFor(NATIVE_TOKEN_ADDRESS, NATIVE_TOKEN_ADDRESS, 10n ** 17n)
    const [bridge] = quote.userSteps as EvmTransactionStep[]
    if (!bridge) throw new Error('expected a bridge step')
    const receipt = await send(bridge)
    const [event] = parseEventLogs({ abi: multicallAbi, logs: receipt.logs, eventName: 'Executed' })
    expect(event?.args.value).toBe(BigInt(bridge.transaction.encoded.value ?? '0'))
    const [sent] = parseEventLogs({ abi: oftAbi, logs: receipt.logs, eventName: 'OFTSent' })
    expect(sent?.args.amountSentLD).toBe(10n ** 17n)
  })

  it('the USDT-style token refuses to change a non-zero allowance', async () => {
    const ethereum = localChain('ethereum')
    const { publicClient, walletClient } = clientsFor('ethereum')
    const approve = async (amount: bigint) => {
      const hash = await walletClient.writeContract({
        address: ethereum.zeroResetToken,
        abi: tokenAbi,
        functionName: 'approve',
        args: [ethereum.delegate, amount],
      })
      return publicClient.waitForTransactionReceipt({ hash })
    }
    expect((await approve(5n)).status).toBe('success')
    // Mined and reverted, as on a real chain (reason: "reset the allowance to zero first").
    expect((await approve(6n)).status).toBe('reverted')
    expect((await approve(0n)).status).toBe('success')
    expect((await approve(6n)).status).toBe('success')
  })
})
