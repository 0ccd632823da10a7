import { findRoute, type RouteQuery } from 'vtkit/testing'
import { simulator } from './simulator'
import { storyAccount, storySolanaAccount } from './storyWallet'

/** A quote request for a route of the simulator's catalogue, from and to the story wallets. */
export function storyRequest(query: RouteQuery, amount: string) {
  const { source, destination } = findRoute(simulator.catalog, query)
  const walletOn = (chainKey: string) =>
    simulator.catalog.chain(chainKey)?.chainType === 'SOLANA' ? storySolanaAccount : storyAccount
  return {
    amount,
    srcChainKey: source.token.chainKey,
    srcTokenAddress: source.token.address,
    srcWalletAddress: walletOn(source.token.chainKey),
    dstChainKey: destination.token.chainKey,
    dstTokenAddress: destination.token.address,
    dstWalletAddress: walletOn(destination.token.chainKey),
  }
}
