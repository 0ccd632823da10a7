import { useId, useMemo, useRef, useState } from 'react'
import { oftSourceToken } from '../../core/oft/sourceToken.js'
import type { Chain } from '../../core/schemas/chain.js'
import { useTokens } from '../../hooks/useTokens.js'
import { formatMessage } from '../../locales/format.js'
import { ModalDialog } from '../ModalDialog.js'
import { TokenLogo } from '../TokenLogo.js'
import { balanceKey, type PickerBalances, useHeldBalances } from '../TokenPicker/heldBalances.js'
import { useSearchReport } from '../useSearchReport.js'
import { VirtualListbox } from '../VirtualListbox.js'
import { listedToken } from './listedToken.js'
import {
  ChainRow,
  chainNameOf,
  DialogHeader,
  Held,
  type Holding,
  matches,
  type PickerUi,
  Trigger,
} from './OftPickerParts.js'

export type OftSourcePickerProps = PickerUi & {
  /** The wallet's balances: its tokens are listed first, with the amounts. */
  balances?: PickerBalances | undefined
  locale?: string | undefined
  symbol: string
  chainKey: string
  /** Chains a send can leave from (the kit signs OFT sends on EVM chains). */
  canSendFrom: (chain: Chain) => boolean
  onChange: (choice: { symbol: string; chainKey: string }) => void
}

/**
 * The From side: a chain, then one of the OFT tokens deployed on it, as in the token picker
 * (chains on the left, the chain's tokens on the right, both searchable).
 */
export function OftSourcePicker(props: OftSourcePickerProps) {
  const { messages, catalog, chains, symbol, chainKey, canSendFrom, onChange, locale } = props
  const [open, setOpen] = useState(false)
  const [shownChain, setShownChain] = useState(chainKey)
  const [chainSearch, setChainSearch] = useState('')
  const [tokenSearch, setTokenSearch] = useState('')
  useSearchReport('chains', chainSearch, props.onSearch, open)
  useSearchReport('tokens', tokenSearch, props.onSearch, open)
  const tokenSearchRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const symbolsByChain = useMemo(() => {
    const byChain = new Map<string, string[]>()
    for (const [name, entries] of Object.entries(catalog?.list ?? {}))
      for (const entry of entries)
        for (const key of Object.keys(entry.deployments)) {
          const symbols = byChain.get(key) ?? []
          if (!symbols.includes(name)) byChain.set(key, [...symbols, name])
        }
    return byChain
  }, [catalog])
  const sourceChains = chains.filter(
    (chain) =>
      canSendFrom(chain) &&
      symbolsByChain.has(chain.chainKey) &&
      matches(chainSearch, chain.name, chain.chainKey),
  )
  const current = shownChain || sourceChains[0]?.chainKey || ''
  const held = useHeldBalances(open ? props.balances : undefined, current || undefined)
  // Prices and logos from the value transfer service's catalogue, asked for once the dialog opens.
  const tokenIndex = useTokens({ query: { enabled: open } }).data
  /** What the wallet holds of a token on the chain shown, in how many decimals, and its dollars. */
  const holding = (name: string): Holding | undefined => {
    const deployment = catalog?.deployments(name, current)[0]?.deployment
    if (!deployment) return undefined
    const token = oftSourceToken(deployment)
    const amount = held?.get(balanceKey(token))
    if (!amount) return undefined
    const whole = Number(amount) / 10 ** deployment.localDecimals
    const price = listedToken(tokenIndex, current, deployment)?.price?.usd
    const usd = typeof price === 'number' ? whole * price : undefined
    return { amount, decimals: deployment.localDecimals, whole, usd }
  }
  // By symbol, name, or a pasted address of the OFT or of the token it wraps; held ones first.
  const tokens = (symbolsByChain.get(current) ?? []).filter((name) => {
    const found = catalog?.deployments(name, current)[0]
    return matches(
      tokenSearch,
      name,
      found?.entry.name ?? '',
      found?.deployment.address ?? '',
      found?.deployment.innerToken ?? '',
    )
  })
  // Held first, the most valuable first (by dollars where priced, then by amount), as the widget.
  if (held) {
    const holdings = new Map(tokens.map((name) => [name, holding(name)]))
    tokens.sort((a, b) => {
      const [x, y] = [holdings.get(a), holdings.get(b)]
      return (
        Number(y !== undefined) - Number(x !== undefined) ||
        (y?.usd ?? -1) - (x?.usd ?? -1) ||
        (y?.whole ?? 0) - (x?.whole ?? 0)
      )
    })
  }
  const chainName = chainNameOf(chains)
  return (
    <>
      <Trigger
        {...props}
        label={messages.from}
        placeholder={messages.selectToken}
        open={open}
        onOpen={() => {
          setShownChain(chainKey)
          setOpen(true)
        }}
      />
      {open && (
        <ModalDialog
          onClose={() => setOpen(false)}
          labelledBy={titleId}
          initialFocus={tokenSearchRef}
        >
          <div
            className="vtkit-root vtkit-dialog vtkit-token-picker"
            data-theme={props.colorScheme}
          >
            <DialogHeader
              titleId={titleId}
              title={messages.selectToken}
              {...props}
              close={() => setOpen(false)}
            />
            <div className="vtkit-token-picker-panes">
              <VirtualListbox<Chain>
                className="vtkit-chain-list"
                items={sourceChains}
                getKey={(chain) => chain.chainKey}
                label={messages.chains}
                search={chainSearch}
                onSearchChange={setChainSearch}
                searchLabel={messages.searchChains}
                searchPlaceholder={messages.searchChains}
                empty={catalog ? messages.noChains : messages.loading}
                isSelected={(chain) => chain.chainKey === current}
                onSelect={(chain) => {
                  setShownChain(chain.chainKey)
                  tokenSearchRef.current?.focus()
                }}
                rowHeight={40}
                renderItem={(chain) => <ChainRow chain={chain} logos={props.chainLogos} />}
              />
              <div className="vtkit-token-pane">
                <h3 className="vtkit-list-heading">
                  {current
                    ? formatMessage(messages.tokensOn, { chain: chainName(current) })
                    : messages.tokens}
                </h3>
                <VirtualListbox<string>
                  className="vtkit-token-list"
                  inputRef={tokenSearchRef}
                  items={tokens}
                  getKey={(name) => name}
                  label={messages.tokens}
                  search={tokenSearch}
                  onSearchChange={setTokenSearch}
                  searchLabel={messages.searchTokens}
                  searchPlaceholder={messages.searchTokens}
                  empty={catalog ? messages.noTokens : messages.loading}
                  isSelected={(name) => name === symbol && current === chainKey}
                  onSelect={(name) => {
                    onChange({ symbol: name, chainKey: current })
                    setOpen(false)
                  }}
                  renderItem={(name) => (
                    <>
                      <TokenLogo
                        src={
                          listedToken(
                            tokenIndex,
                            current,
                            catalog?.deployments(name, current)[0]?.deployment,
                          )?.logoUrl ?? undefined
                        }
                        symbol={name}
                      />
                      <span className="vtkit-option-text">
                        <span className="vtkit-option-title">{name}</span>
                        <span className="vtkit-muted vtkit-truncate">
                          {catalog?.deployments(name, current)[0]?.entry.name}
                        </span>
                      </span>
                      <Held holding={holding(name)} locale={locale} />
                    </>
                  )}
                />
              </div>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  )
}

export type OftDestinationPickerProps = PickerUi & {
  /** The chains the chosen OFT is deployed on (its own `/list` entry's). */
  deployedOn: readonly string[]
  symbol: string
  sourceChainKey: string
  chainKey: string
  onChange: (chainKey: string) => void
}

/** The To side: one of the chains where the chosen token is deployed, other than its source. */
export function OftDestinationPicker(props: OftDestinationPickerProps) {
  const { messages, deployedOn, chains, symbol, sourceChainKey, chainKey, onChange } = props
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  useSearchReport('chains', search, props.onSearch, open)
  const searchRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const deployed = new Set(deployedOn)
  const destinations = chains.filter(
    (chain) =>
      chain.chainKey !== sourceChainKey &&
      deployed.has(chain.chainKey) &&
      matches(search, chain.name, chain.chainKey),
  )
  return (
    <>
      <Trigger
        {...props}
        label={messages.to}
        placeholder={messages.selectChain}
        disabled={props.disabled || !symbol || !sourceChainKey}
        open={open}
        onOpen={() => setOpen(true)}
      />
      {open && (
        <ModalDialog onClose={() => setOpen(false)} labelledBy={titleId} initialFocus={searchRef}>
          <div
            className="vtkit-root vtkit-dialog vtkit-chain-picker"
            data-theme={props.colorScheme}
          >
            <DialogHeader
              titleId={titleId}
              title={formatMessage(messages.oftSendTo, { symbol })}
              {...props}
              close={() => setOpen(false)}
            />
            <VirtualListbox<Chain>
              className="vtkit-chain-list"
              inputRef={searchRef}
              items={destinations}
              getKey={(chain) => chain.chainKey}
              label={messages.chains}
              search={search}
              onSearchChange={setSearch}
              searchLabel={messages.searchChains}
              searchPlaceholder={messages.searchChains}
              empty={messages.noChains}
              isSelected={(chain) => chain.chainKey === chainKey}
              onSelect={(chain) => {
                onChange(chain.chainKey)
                setOpen(false)
              }}
              rowHeight={40}
              renderItem={(chain) => <ChainRow chain={chain} logos={props.chainLogos} />}
            />
          </div>
        </ModalDialog>
      )}
    </>
  )
}
