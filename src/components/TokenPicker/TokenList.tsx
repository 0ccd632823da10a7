import { useMemo, useState } from 'react'
import { isNativeTokenAddress } from '../../core/address.js'
import type { Token } from '../../core/schemas/token.js'
import { featuredTokens, isTokenInScope } from '../../core/scope.js'
import { useChains } from '../../hooks/useChains.js'
import { useTokens } from '../../hooks/useTokens.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { TokenLogo } from '../TokenLogo.js'
import { classNames, type UiProps } from '../ui.js'
import { useSearchReport } from '../useSearchReport.js'
import { VirtualListbox } from '../VirtualListbox.js'
import { usePicker } from './context.js'
import { balanceKey, heldFirst, heldUsd, useHeldBalances } from './heldBalances.js'
import { LoadError, useReachable } from './listParts.js'
import { popularSymbols } from './popularSymbols.js'

export function TokenList({ className }: Pick<UiProps, 'className'>) {
  const picker = usePicker('TokenList')
  const messages = withViewMessages(picker.messages)
  const {
    locale,
    chainKey,
    value,
    select,
    tokenSearchRef,
    source,
    balances,
    scope,
    side,
    onSearch,
    setChainKey,
  } = picker
  const texts = useLocaleTexts(locale)
  const held = useHeldBalances(balances, chainKey)
  const chains = useChains()
  const tokens = useTokens()
  const reachable = useReachable()
  const [search, setSearch] = useState('')
  useSearchReport('tokens', search, onSearch)
  const isOffered = (token: Token) =>
    token.isSupported !== false &&
    (!scope || isTokenInScope(token, scope, side, chains.data ?? [])) &&
    (!reachable?.data || reachable.data.isRoute(token.chainKey, token.address))
  // biome-ignore lint/correctness/useExhaustiveDependencies: isOffered reads only these
  const items = useMemo(() => {
    const index = tokens.data
    if (!index) return []
    const listed =
      search.trim() === '' && chainKey
        ? index.byChain(chainKey)
        : index.search(search, { chainKey })
    const offered = listed.filter(isOffered)
    // The app's featured tokens lead the list (the wallet's holdings still come first).
    const featured = featuredTokens(offered, scope, chains.data ?? [])
    const ordered = featured
      ? [...featured, ...offered.filter((token) => !featured.includes(token))]
      : offered
    return held ? heldFirst(ordered, held) : ordered
  }, [tokens.data, reachable?.data, search, chainKey, held, scope, side, chains.data])
  // A search with no match on the chosen chain names the chains that have one, to look there.
  const elsewhere =
    items.length === 0 && chainKey && search.trim() !== '' && tokens.data
      ? otherChainsWith(tokens.data.search(search).filter(isOffered), chainKey, chains.data ?? [])
      : []
  if (tokens.isError)
    return (
      <LoadError
        message={texts.error(tokens.error)}
        retry={() => tokens.refetch()}
        messages={messages}
      />
    )
  // The search field is there from the start: people can type while the catalog loads, and
  // search what has arrived of it.
  const loading = !tokens.data || (source !== undefined && !reachable?.data)
  const partial = Boolean(tokens.data?.partial || reachable?.data?.partial)
  const shownChain = chains.data?.find((chain) => chain.chainKey === chainKey)?.name
  const popular =
    search.trim() === '' && chainKey
      ? popularOrFeatured(featuredTokens(items, scope, chains.data ?? []), items)
      : []
  return (
    <div className="vtkit-token-pane">
      <div className="vtkit-list-head">
        <h3 className="vtkit-list-heading">
          {shownChain ? formatMessage(messages.tokensOn, { chain: shownChain }) : messages.tokens}
        </h3>
        <span className="vtkit-muted vtkit-list-status" role="status">
          {partial && !loading ? messages.loadingMore : ''}
        </span>
      </div>
      {popular.length > 0 && (
        <fieldset className="vtkit-popular">
          <legend className="vtkit-visually-hidden">{messages.popularTokens}</legend>
          {popular.map((token) => (
            <button
              key={token.address}
              type="button"
              className="vtkit-chip"
              aria-pressed={
                token.address === value?.token.address && token.chainKey === value.chainKey
              }
              onClick={() => select(token)}
            >
              <TokenLogo src={token.logoUrl} symbol={token.symbol} />
              {token.symbol}
            </button>
          ))}
        </fieldset>
      )}
      <VirtualListbox<Token>
        className={classNames('vtkit-token-list', className)}
        inputRef={tokenSearchRef}
        items={items}
        getKey={(token) => `${token.chainKey}:${token.address}`}
        label={messages.tokens}
        search={search}
        onSearchChange={setSearch}
        searchLabel={messages.searchTokens}
        searchPlaceholder={messages.searchTokens}
        empty={
          loading ? (
            messages.loading
          ) : partial ? (
            messages.noMatchYet
          ) : source && reachable?.data?.tokens.length === 0 ? (
            messages.noRoutes
          ) : (
            <>
              <p>{messages.noTokens}</p>
              {elsewhere.length > 0 && (
                <fieldset className="vtkit-popular vtkit-elsewhere">
                  <legend>{messages.foundOnOtherChains}</legend>
                  {elsewhere.map((chain) => (
                    <button
                      key={chain.chainKey}
                      type="button"
                      className="vtkit-chip"
                      onClick={() => {
                        setChainKey(chain.chainKey)
                        // The chips leave as that chain's matches appear: the search keeps the focus.
                        tokenSearchRef.current?.focus()
                      }}
                    >
                      {chain.name}
                    </button>
                  ))}
                </fieldset>
              )}
            </>
          )
        }
        isSelected={(token) =>
          token.chainKey === value?.chainKey && token.address === value.token.address
        }
        onSelect={select}
        renderItem={(token) => (
          <>
            <TokenLogo src={token.logoUrl} symbol={token.symbol} />
            <span className="vtkit-option-text">
              <span className="vtkit-option-title">
                {token.symbol}
                {isNativeTokenAddress(token.address) && <span className="vtkit-badge">native</span>}
              </span>
              {/* No chain chosen: rows of every chain, each saying which. */}
              <span className="vtkit-muted vtkit-truncate">
                {chainKey
                  ? token.name
                  : `${token.name} · ${chains.data?.find((chain) => chain.chainKey === token.chainKey)?.name ?? token.chainKey}`}
              </span>
            </span>
            <HeldOrPrice
              token={token}
              amount={held?.get(balanceKey(token.address))}
              locale={locale}
            />
          </>
        )}
      />
    </div>
  )
}

/** The chains (by name, at most six) other than `chainKey` that the tokens found are on. */
function otherChainsWith<Chain extends { chainKey: string; name: string }>(
  found: readonly Token[],
  chainKey: string,
  chains: readonly Chain[],
): Chain[] {
  const keys = new Set(found.map((token) => token.chainKey))
  keys.delete(chainKey)
  return chains
    .filter((chain) => keys.has(chain.chainKey))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 6)
}

/** What the wallet holds of a token (and its USD value), or else the token's price. */
export function HeldOrPrice({
  token,
  amount,
  locale,
}: {
  token: Token
  amount: bigint | undefined
  locale: string | undefined
}) {
  if (amount !== undefined && amount > 0n) {
    const usd = formatUsd(heldUsd(token, amount), locale)
    return (
      <span className="vtkit-held">
        <span>{formatTokenAmount(amount, token.decimals, locale)}</span>
        {usd && <span className="vtkit-muted">{usd}</span>}
      </span>
    )
  }
  return token.price?.usd != null ? (
    <span className="vtkit-muted vtkit-price">{formatUsd(token.price.usd, locale)}</span>
  ) : null
}

/** The app's featured tokens on this chain, or (none here) the chain's best-known ones. */
export function popularOrFeatured(featured: Token[] | undefined, items: readonly Token[]): Token[] {
  return featured && featured.length > 0 ? featured.slice(0, 4) : popularTokens(items)
}

/** The chain's best-known tokens, one tap away above the list: the native coin, then stablecoins. */
export function popularTokens(items: readonly Token[]): Token[] {
  const found: Token[] = []
  for (const symbol of popularSymbols) {
    const token = items.find((item) => item.symbol === symbol)
    if (token) found.push(token)
  }
  const native = items.find((item) => isNativeTokenAddress(item.address))
  const ordered = native ? [native, ...found.filter((token) => token !== native)] : found
  return ordered.slice(0, 4)
}
