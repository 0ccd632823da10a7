import { useState } from 'react'
import { useQuote, useQuoteCountdown, useRoutes, useTokens } from 'vtkit'
import { formatAmount, parseAmount, type Quote, quoteRouteLabel } from 'vtkit/core'

/** Your own layout from vtkit's hooks: USDC from Base to Arbitrum, with live quotes. */
export function CustomFlow({ wallet }: { wallet: `0x${string}` }) {
  const tokens = useTokens()
  const source = tokens.data?.search('USDC', { chainKey: 'base' })[0]
  const routes = useRoutes({ srcChainKey: source?.chainKey, srcTokenAddress: source?.address })
  const destination = routes.data?.byChain.get('arbitrum')?.[0]
  const [amountText, setAmountText] = useState('25')
  const amount = source ? readAmount(amountText, source.decimals) : undefined

  const quote = useQuote({
    request: source &&
      destination && {
        amount,
        srcChainKey: source.chainKey,
        srcTokenAddress: source.address,
        srcWalletAddress: wallet,
        dstChainKey: destination.chainKey,
        dstTokenAddress: destination.address,
        dstWalletAddress: wallet,
      },
  })

  return (
    <form>
      <label>
        Amount of USDC
        <input value={amountText} onChange={(event) => setAmountText(event.target.value)} />
      </label>
      {quote.validation.state === 'invalid' && <p role="alert">Check the amount.</p>}
      {quote.error && <p role="alert">{quote.error.shortMessage}</p>}
      {quote.isLoading && <p>Finding routes…</p>}
      <ul>
        {quote.quotes.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={item.id === quote.selectedQuote?.id}
              onClick={() => quote.selectQuote(item.id)}
            >
              {`${quoteRouteLabel(item)}: receive ${formatAmount(item.dstAmount, destination?.decimals ?? 6)} USDC, fee $${item.feeUsd}`}
            </button>
          </li>
        ))}
      </ul>
      {quote.selectedQuote && <Expiry quote={quote.selectedQuote} />}
    </form>
  )
}

/** Only this small component re-renders every second. */
function Expiry({ quote }: { quote: Quote }) {
  const { secondsLeft } = useQuoteCountdown(quote)
  return secondsLeft === undefined ? null : <p>{`Quote valid for ${secondsLeft} s`}</p>
}

function readAmount(text: string, decimals: number): string | undefined {
  try {
    return String(parseAmount(text, decimals))
  } catch {
    return undefined // InvalidAmountError: the quote waits (validation says what is missing)
  }
}
