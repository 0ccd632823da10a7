import {
  createClient,
  formatAmount,
  getQuotes,
  getTokens,
  isVtError,
  quoteRouteLabel,
} from 'vtkit/core'

// The simulator of `npm run simulator`; in production, your own backend proxy (see below).
const client = createClient({
  baseUrl: process.env.VTKIT_BASE_URL ?? 'http://127.0.0.1:8787/v1',
  apiKey: 'sim-api-key',
})

try {
  // Route discovery: where can USDC on Base go?
  const tokens = await getTokens(client)
  const usdc = tokens.find((token) => token.chainKey === 'base' && token.symbol === 'USDC')
  if (!usdc) throw new Error('no USDC on Base in this catalog')
  const destinations = await getTokens(client, {
    transferrableFrom: { chainKey: usdc.chainKey, tokenAddress: usdc.address },
  })
  const arbitrum = destinations.find((token) => token.chainKey === 'arbitrum')
  if (!arbitrum) throw new Error('no route from Base to Arbitrum')

  const { quotes, rejectedQuotes } = await getQuotes(client, {
    amount: '25000000', // 25 USDC in smallest units
    srcChainKey: usdc.chainKey,
    srcTokenAddress: usdc.address,
    srcWalletAddress: '0x1111111111111111111111111111111111111111',
    dstChainKey: arbitrum.chainKey,
    dstTokenAddress: arbitrum.address,
    dstWalletAddress: '0x1111111111111111111111111111111111111111',
  })
  for (const quote of quotes) {
    const received = formatAmount(quote.dstAmount, arbitrum.decimals)
    console.log(`${quoteRouteLabel(quote)}: receive ${received} USDC, fee $${quote.feeUsd}`)
  }
  console.log(`${rejectedQuotes.length} route(s) rejected`)
} catch (error) {
  // Every failure is a typed VtError: narrow on `name`, show `shortMessage`.
  if (isVtError(error)) console.error(`${error.name}: ${error.shortMessage}`)
  else throw error
  process.exitCode = 1
}
