import type { QuoteRequest } from '../../src/exports/core.js'
import { findRoute, type RouteQuery } from '../../src/exports/testing.js'
import { sharedCatalog, wallets } from './simulatorServer.js'

const walletFor = (chainType: string, second = false) =>
  chainType === 'SOLANA'
    ? wallets.solana
    : chainType === 'STARKNET'
      ? wallets.starknet
      : second
        ? wallets.evm2
        : wallets.evm

/** A valid quote request for the first catalog route matching `query`, for `units` whole tokens. */
export function quoteRequestFor(
  query: RouteQuery,
  units = 10n,
): QuoteRequest & { route: ReturnType<typeof findRoute> } {
  const route = findRoute(sharedCatalog, query)
  const { source, destination } = route
  return {
    route,
    amount: String(units * 10n ** BigInt(source.token.decimals)),
    srcChainKey: source.token.chainKey,
    srcTokenAddress: source.token.address,
    srcWalletAddress: walletFor(source.chain.chainType),
    dstChainKey: destination.token.chainKey,
    dstTokenAddress: destination.token.address,
    dstWalletAddress: walletFor(destination.chain.chainType, true),
  }
}

/** The request without the test-only `route` field, as sent to `getQuotes`. */
export function bodyOf({
  route: _route,
  ...request
}: ReturnType<typeof quoteRequestFor>): QuoteRequest {
  return request
}
