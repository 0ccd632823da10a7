// The page the browser benchmarks drive (bench/browser/run.ts): one case per load, chosen by
// `?case=`, talking to the simulator at `?api=`. It renders the real components in a production
// build of React with the Profiler on, and records what the driver reads back from `window.bench`.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { memo, Profiler, type ProfilerOnRenderCallback, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'
import {
  type BridgeValues,
  BridgeWidget,
  QuoteCard,
  TokenPicker,
  useChains,
  useQuote,
  VtkitProvider,
} from 'vtkit'
import { createClient, isPartialList, type QuoteRequest } from 'vtkit/core'
import { createConfig, http, WagmiProvider } from 'wagmi'
import '../../../src/components/styles.css'

const params = new URLSearchParams(location.search)
const request = JSON.parse(params.get('request') ?? 'null') as QuoteRequest | null
const debounceMs = Number(params.get('debounceMs') ?? 300)

export type BenchState = {
  /** Commits per Profiler id. */
  renders: Record<string, number>
  /** Set when the page has rendered its first frame. */
  ready: boolean
}
const bench: BenchState = { renders: {}, ready: false }
Object.assign(window, { bench })

const count: ProfilerOnRenderCallback = (id) => {
  bench.renders[id] = (bench.renders[id] ?? 0) + 1
}

function Picker() {
  return <TokenPicker label="From" />
}

// Memoized so that the Profiler itself is not re-rendered with the page: it then reports only
// the commits in which QuoteCard's own parts rendered.
const ProfiledDetails = memo(function ProfiledDetails() {
  return (
    <Profiler id="card" onRender={count}>
      <QuoteCard.Details />
    </Profiler>
  )
})

/** QuoteCard as it composes itself, each half under a Profiler: the countdown apart from the rest. */
function QuoteCase({ request }: { request: QuoteRequest }) {
  const quote = useQuote({ request, debounceMs: 0 })
  // The quote comes before the chain list's last page: the driver waits for both.
  const chains = useChains()
  if (!quote.selectedQuote) return <p>Finding routes…</p>
  return (
    <QuoteCard.Root quote={quote.selectedQuote} pair={request} tokens={quote.tokens}>
      <ProfiledDetails />
      <Profiler id="countdown" onRender={count}>
        <QuoteCard.Expiry isExpired={quote.isExpired} onRefresh={quote.refetch} />
      </Profiler>
      <output data-testid="quote-id">{quote.selectedQuote.id}</output>
      {chains.data && !isPartialList(chains.data) && <output data-testid="chains-whole" />}
      <button type="button" data-testid="refetch" onClick={() => quote.refetch()}>
        New quote
      </button>
    </QuoteCard.Root>
  )
}

/** An amount field and the quote it asks for: the path from a keystroke to a painted quote. */
function AmountCase({ request }: { request: QuoteRequest }) {
  const [amount, setAmount] = useState('')
  const quote = useQuote({ request: amount ? { ...request, amount } : undefined, debounceMs })
  return (
    <>
      <label>
        Amount (smallest units)
        <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <output data-testid="quoted">
        {quote.selectedQuote ? quote.selectedQuote.srcAmount : ''}
      </output>
    </>
  )
}

/**
 * A cold or warm start: the token picker open from mount, or the whole widget with its tokens and
 * amount given (no wallet: it quotes for stand-in wallets), timed from mount by the driver.
 */
function StartCase({ what }: { what: string }) {
  if (what === 'picker') return <TokenPicker label="From" open onOpenChange={() => {}} />
  const values = JSON.parse(params.get('values') ?? '{}') as Partial<BridgeValues>
  return (
    <WagmiProvider config={wagmiConfig}>
      <BridgeWidget defaultValues={values} />
    </WagmiProvider>
  )
}

// No connector: the widget's routes before a wallet connects.
const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
})

function App() {
  const which = params.get('case')
  if (which === 'start') return <StartCase what={params.get('what') ?? 'picker'} />
  if (which === 'picker') return <Picker />
  if (which === 'quote' && request) return <QuoteCase request={request} />
  if (which === 'amount' && request) return <AmountCase request={request} />
  return <p>Unknown case {which}</p>
}

const client = createClient({ baseUrl: params.get('api') ?? '' })
// A start is over when its first useful thing is in the DOM: a token row, or the route card.
const target =
  params.get('what') === 'widget'
    ? 'article[aria-label="Route"]'
    : '[role="listbox"][aria-label="Tokens"] [role="option"]'
const watcher = new MutationObserver(() => {
  if (!document.querySelector(target)) return
  watcher.disconnect()
  document.body.getBoundingClientRect()
  Object.assign(window, { usableAt: performance.now() })
})
if (params.get('case') === 'start')
  watcher.observe(document.body, { childList: true, subtree: true })
Object.assign(window, { mountedAt: performance.now() })
createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    {/* Every case starts cold unless it asks for the catalogues kept by an earlier visit. */}
    <VtkitProvider client={client} persistCatalogs={params.has('persist')}>
      <App />
    </VtkitProvider>
  </QueryClientProvider>,
)
requestAnimationFrame(() => {
  bench.ready = true
})
