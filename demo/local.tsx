import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { BridgeWidget, OftTransfer, VtkitProvider } from 'vtkit'
import de from 'vtkit/locales/de'
import es from 'vtkit/locales/es'
import fr from 'vtkit/locales/fr'
import id from 'vtkit/locales/id'
import ja from 'vtkit/locales/ja'
import ko from 'vtkit/locales/ko'
import ptBR from 'vtkit/locales/pt-BR'
import tr from 'vtkit/locales/tr'
import vi from 'vtkit/locales/vi'
import zhCN from 'vtkit/locales/zh-CN'
import { useWalletAdapterSolana } from 'vtkit/solana'
import { createLocalTestWallet } from 'vtkit/testing'
import { createConfig, http, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { DemoPage } from '../scripts/demo/types'
import { SolanaTestWalletAdapter } from '../src/testing/solanaTestWalletAdapter'
import { CustomFlowPage } from './CustomFlowPage'
import { chainLogos } from './chainLogos'

type DemoChain = {
  chainKey: string
  chainId: number
  rpcUrl: string
  token: `0x${string}`
  zeroResetToken: `0x${string}`
  batchCallsAccount: `0x${string}`
  ensUniversalResolver: `0x${string}`
}

const demo = __VTKIT_DEMO__ as Extract<DemoPage, { mode: 'local' }> & {
  wallet: `0x${string}`
  chains: DemoChain[]
}
const chains = demo.chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    name: chain.chainKey,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    // The local Ethereum knows ENS, as mainnet does (named as the ENS chain below).
    ...(chain.chainKey === 'ethereum'
      ? {
          contracts: {
            ensUniversalResolver: { address: chain.ensUniversalResolver as `0x${string}` },
          },
        }
      : {}),
  }),
) as [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]]

// The built-in test wallet: a funded account of the local chains, which sign for it. It can
// also decline or lose an answer on request (the panel below), as real wallets do.
// Its EIP-5792 batch mode (one prompt for an approve and a transfer) outlives a reload, as a
// smart wallet's would.
const batchModeKey = 'vtkit-demo-atomic-batch'
const testWallet = createLocalTestWallet({
  chains: demo.chains,
  account: demo.wallet,
  atomicBatch: localStorage.getItem(batchModeKey) === 'on',
})
const wagmiConfig = createConfig({
  chains,
  connectors: [
    injected({
      target: {
        id: 'vtkitTestWallet',
        name: 'vtkit test wallet',
        provider: testWallet.provider as never,
      },
    }),
  ],
  transports: Object.fromEntries(demo.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
})
// The Solana side: a wallet-adapter wallet over the local chain's funded test keypair.
const solanaTestWallet = new SolanaTestWalletAdapter(Uint8Array.from(demo.solana.secretKey))
const solanaWallets = [solanaTestWallet]
const queryClient = new QueryClient()
const usdc = (chain: DemoChain) => ({
  chainKey: chain.chainKey,
  token: {
    chainKey: chain.chainKey,
    address: chain.token,
    decimals: 6,
    symbol: 'USDC',
    name: 'USD Coin',
  },
})
const [from, to] = demo.chains as [DemoChain, DemoChain]

function SolanaConnectButton() {
  const { select, connect, wallet } = useWallet()
  // select() then connect() on the next render: the adapter's documented order.
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    if (asked && wallet) void connect().catch(() => setAsked(false))
  }, [asked, wallet, connect])
  return (
    <button
      type="button"
      className="vtkit-button vtkit-wide"
      data-variant="primary"
      onClick={() => {
        select(solanaTestWallet.name)
        setAsked(true)
      }}
    >
      Connect the Solana test wallet
    </button>
  )
}

function ConnectButton() {
  const { connect, connectors } = useConnect()
  return (
    // In the card's place for its one button: as wide as that button, its label centred.
    <button
      type="button"
      className="vtkit-button vtkit-wide"
      data-variant="primary"
      onClick={() => connectors[0] && connect({ connector: connectors[0] })}
    >
      Connect the test wallet
    </button>
  )
}

/** How many times the test wallet has asked the user (transactions, signatures, batches, switches). */
function usePromptCount() {
  const [count, setCount] = useState(testWallet.prompts.length)
  useEffect(() => testWallet.onPrompt(setCount), [])
  return count
}

/** Things a real wallet or service may do, one click away, to see how the widget copes. */
function TestWalletPanel({ scheme }: { scheme: 'light' | 'dark' }) {
  const [armed, setArmed] = useState('')
  const [batching, setBatching] = useState(testWallet.atomicBatch)
  const prompts = usePromptCount()
  // The note says what will happen next; once the wallet has been asked (it happened), it goes.
  const [armedAt, setArmedAt] = useState(prompts)
  const arm = (text: string, action: () => unknown) => async () => {
    await action()
    setArmed(text)
    setArmedAt(prompts)
  }
  useEffect(() => {
    if (prompts > armedAt) setArmed('')
  }, [prompts, armedAt])
  return (
    <section className="vtkit-root demo-panel" data-theme={scheme} aria-label="Test wallet">
      <h2>Test wallet</h2>
      <p>
        Wallet prompts on this page: <output aria-label="Wallet prompts">{prompts}</output>
      </p>
      <h3>EVM chains</h3>
      <div className="demo-actions">
        <button
          type="button"
          className="vtkit-button"
          aria-pressed={batching}
          onClick={() => {
            testWallet.setAtomicBatch(!batching)
            localStorage.setItem(batchModeKey, batching ? 'off' : 'on')
            setBatching(!batching)
            // The widget asked the wallet's capabilities already: it asks again.
            void queryClient.invalidateQueries({ queryKey: ['vtkit', 'atomicBatch'] })
          }}
        >
          One prompt for approve and send (EIP-5792)
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm(
            'The wallet will not see the next batch mined (reload, then Resume: it is followed, not sent again).',
            () => testWallet.holdBatchStatus(),
          )}
        >
          Keep the next batch pending
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm('The next transaction will be declined in the wallet.', () =>
            testWallet.decline('eth_sendTransaction'),
          )}
        >
          Decline the next transaction
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm('The next transaction will be sent, and its answer lost.', () =>
            testWallet.dropAfterBroadcast(),
          )}
        >
          Lose the next transaction's answer
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm(
            'The next request will stay open in the wallet (close this tab, or reload, then Resume).',
            () => testWallet.holdNext(),
          )}
        >
          Leave the next request unanswered
        </button>
      </div>
      <h3>Solana</h3>
      <div className="demo-actions">
        <button
          type="button"
          className="vtkit-button"
          onClick={arm('The next Solana signature will be declined in the wallet.', () =>
            solanaTestWallet.declineNextSignature(),
          )}
        >
          Decline the next Solana signature
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm('The next Solana signature will wait until its blockhash has expired.', () =>
            solanaTestWallet.holdNextSignature(async () => {
              await fetch('/__demo/solana/expire-blockhashes', { method: 'POST' })
            }),
          )}
        >
          Keep the Solana wallet open too long
        </button>
        <button
          type="button"
          className="vtkit-button"
          onClick={arm(
            'The next Solana signature will never be answered (reload, then Resume).',
            () => solanaTestWallet.holdNextSignature(() => new Promise(() => {})),
          )}
        >
          Leave the next Solana signature unanswered
        </button>
      </div>
      <h3>The service</h3>
      <div className="demo-actions">
        <button
          type="button"
          className="vtkit-button"
          onClick={arm('The first route of the next quote will send a step to a stranger.', () =>
            fetch('/__demo/hostile-quote', { method: 'POST' }),
          )}
        >
          Serve a hostile quote next
        </button>
      </div>
      <p role="status">{armed}</p>
    </section>
  )
}

/**
 * The pages: the widget (#), the same transfer from the hooks (#custom), an OFT send (#oft), a
 * deposit form (#deposit), the widget as a drawer with its values in the address (#drawer).
 */
function usePage() {
  const [hash, setHash] = useState(window.location.hash)
  useEffect(() => {
    const onChange = () => setHash(window.location.hash)
    window.addEventListener('hashchange', onChange)
    return () => window.removeEventListener('hashchange', onChange)
  }, [])
  return hash === '#custom'
    ? 'custom'
    : hash === '#oft'
      ? 'oft'
      : hash === '#deposit'
        ? 'deposit'
        : hash === '#drawer'
          ? 'drawer'
          : 'widget'
}

/** Light or dark, starting from the system's preference; the page and the widget follow it. */
function useScheme() {
  const [scheme, setScheme] = useState<'light' | 'dark'>(() =>
    window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  )
  useEffect(() => {
    document.documentElement.dataset.scheme = scheme
  }, [scheme])
  return [scheme, setScheme] as const
}

// Every language vtkit ships, each named in itself; the page's choice outlives a reload.
const languagePacks = [de, es, fr, id, ja, ko, ptBR, tr, vi, zhCN]
const languageNames: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
}
const localeKey = 'vtkit-demo-locale'

function useLocale() {
  const [locale, setLocale] = useState(() => localStorage.getItem(localeKey) ?? 'en')
  useEffect(() => {
    localStorage.setItem(localeKey, locale)
    document.documentElement.lang = locale
  }, [locale])
  return [locale, setLocale] as const
}

/** Where the deposit page's transfers go: a stand-in for a protocol's vault on the destination. */
const demoVault = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'

function Demo() {
  const { address } = useAccount()
  const solana = useWalletAdapterSolana()
  const page = usePage()
  const [scheme, setScheme] = useScheme()
  const [locale, setLocale] = useLocale()
  return (
    <main className="demo">
      <header className="demo-header">
        <h1>vtkit demo</h1>
        <button
          type="button"
          className="vtkit-root vtkit-button"
          data-theme={scheme}
          aria-pressed={scheme === 'dark'}
          onClick={() => setScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          Dark mode
        </button>
        <label className="demo-language">
          Language{' '}
          <select value={locale} onChange={(event) => setLocale(event.target.value)}>
            {Object.entries(languageNames).map(([tag, name]) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <nav aria-label="Demo pages">
        <a href="#widget" aria-current={page === 'widget' ? 'page' : undefined}>
          The widget
        </a>{' '}
        ·{' '}
        <a href="#custom" aria-current={page === 'custom' ? 'page' : undefined}>
          Custom flow on useBridge
        </a>{' '}
        ·{' '}
        <a href="#oft" aria-current={page === 'oft' ? 'page' : undefined}>
          OFT send
        </a>{' '}
        ·{' '}
        <a href="#deposit" aria-current={page === 'deposit' ? 'page' : undefined}>
          Deposit
        </a>{' '}
        ·{' '}
        <a href="#drawer" aria-current={page === 'drawer' ? 'page' : undefined}>
          Drawer
        </a>
      </nav>
      <p>
        Real transfers between two local EVM chains and a local Solana chain, quoted and tracked by
        the vtkit simulator. {!address && 'Connect the test wallet to start.'}
      </p>
      {(address || solana.address) && (
        <dl className="demo-wallets">
          {address && (
            <div>
              <dt>EVM wallet</dt>
              <dd>
                <code className="demo-address">{address}</code>
              </dd>
            </div>
          )}
          {solana.address && (
            <div>
              <dt>Solana wallet</dt>
              <dd>
                <code className="demo-address">{solana.address}</code>
              </dd>
            </div>
          )}
        </dl>
      )}
      {page === 'widget' ? (
        <BridgeWidget
          locale={locale}
          colorScheme={scheme}
          chainLogos={chainLogos}
          solana={solana}
          connectWallet={(chainType) =>
            chainType === 'SOLANA' ? <SolanaConnectButton /> : <ConnectButton />
          }
          defaultValues={{ source: usdc(from), destination: usdc(to), amount: '25' }}
        />
      ) : page === 'deposit' ? (
        // A protocol's deposit form: its vault on OP Mainnet receives, whatever the user sends.
        <BridgeWidget
          locale={locale}
          colorScheme={scheme}
          chainLogos={chainLogos}
          solana={solana}
          connectWallet={(chainType) =>
            chainType === 'SOLANA' ? <SolanaConnectButton /> : <ConnectButton />
          }
          defaultValues={{
            source: { chain: from.chainKey, token: 'USDC' },
            destination: { chain: to.chainKey, token: 'USDC' },
            recipient: demoVault,
            amount: '10',
          }}
          lock={{ destination: true, recipient: true }}
          recipientLabel="Your vault on OP Mainnet"
        />
      ) : page === 'drawer' ? (
        // A dApp's page with the bridge one click away; its values live in the address, so a
        // link (or a reload) opens the same form.
        <section className="demo-dapp" aria-label="A dApp">
          <p>Your dApp's page. The bridge opens in a sheet and keeps its transfer when closed.</p>
          <BridgeWidget
            locale={locale}
            variant="drawer"
            syncWithUrl
            colorScheme={scheme}
            chainLogos={chainLogos}
            solana={solana}
            connectWallet={(chainType) =>
              chainType === 'SOLANA' ? <SolanaConnectButton /> : <ConnectButton />
            }
            defaultValues={{ source: usdc(from), destination: usdc(to), amount: '5' }}
          />
        </section>
      ) : page === 'oft' ? (
        <>
          {address && !solana.address && (
            // Outside the card: a root of its own gives the button vtkit's colours.
            <div className="vtkit-root" data-theme={scheme}>
              <SolanaConnectButton />
            </div>
          )}
          <OftTransfer
            locale={locale}
            colorScheme={scheme}
            chainLogos={chainLogos}
            solana={solana}
            connectWallet={<ConnectButton />}
            defaultValues={{ symbol: 'TOFT', srcChainName: from.chainKey, dstChainName: 'solana' }}
          />
        </>
      ) : (
        <>
          {!address && <ConnectButton />}
          <CustomFlowPage
            from={usdc(from).token}
            to={usdc(to).token}
            scheme={scheme}
            locale={locale}
          />
        </>
      )}
      <TestWalletPanel scheme={scheme} />
    </main>
  )
}

/** The demo against the embedded simulator and the two local chains. */
export function render(root: HTMLElement) {
  createRoot(root).render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider endpoint={demo.solana.rpcUrl}>
          <WalletProvider wallets={solanaWallets} autoConnect>
            <VtkitProvider
              config={{
                baseUrl: demo.baseUrl,
                metadataUrl: demo.metadataUrl,
                endpointIds: demo.endpointIds,
                cctpDomains: demo.cctpDomains,
                trustedDeployments: demo.trustedDeployments,
              }}
              locales={languagePacks}
              // The local Ethereum knows ENS, as mainnet does for an app: try "alice.eth".
              ensChainId={demo.chains.find((chain) => chain.chainKey === 'ethereum')?.chainId}
            >
              <Demo />
            </VtkitProvider>
          </WalletProvider>
        </ConnectionProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
