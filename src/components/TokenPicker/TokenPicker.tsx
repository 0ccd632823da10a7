import {
  createContext,
  forwardRef,
  type ReactNode,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { isNativeTokenAddress } from '../../core/address.js'
import { chainTypeLabel } from '../../core/labels.js'
import { isPartialList } from '../../core/partialList.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { Token } from '../../core/schemas/token.js'
import {
  featuredTokens,
  isChainInScope,
  isTokenInScope,
  type ScopeSide,
  type TransferScope,
} from '../../core/scope.js'
import { useChains } from '../../hooks/useChains.js'
import { useRoutes } from '../../hooks/useRoutes.js'
import { useTokens } from '../../hooks/useTokens.js'
import type { Messages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd } from '../format.js'
import { useLocaleTexts } from '../localeTexts.js'
import { ModalDialog } from '../ModalDialog.js'
import { TokenLogo, TokenOnChainLogo } from '../TokenLogo.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { useControllableState } from '../useControllableState.js'
import { type PickerSearch, useSearchReport } from '../useSearchReport.js'
import { VirtualListbox } from '../VirtualListbox.js'
import {
  balanceKey,
  heldFirst,
  heldUsd,
  type PickerBalances,
  popularSymbols,
  useHeldBalances,
} from './heldBalances.js'

export type TokenSelection = { chainKey: string; token: Token }

type PickerContext = {
  colorScheme: 'light' | 'dark' | undefined
  messages: Messages
  locale: string | undefined
  value: TokenSelection | undefined
  chainKey: string | undefined
  setChainKey: (chainKey: string) => void
  select: (token: Token) => void
  /** Destination mode: only what `useRoutes` says is reachable from `source`. */
  source: { chainKey: string; tokenAddress: string } | undefined
  tokenSearchRef: React.RefObject<HTMLInputElement | null>
  open: boolean
  setOpen: (open: boolean) => void
  chainLogos: Readonly<Record<string, string>> | undefined
  balances: PickerBalances | undefined
  scope: TransferScope | undefined
  side: ScopeSide
  locked: boolean
  onSearch: ((search: PickerSearch) => void) | undefined
}

const Context = createContext<PickerContext | undefined>(undefined)

function usePicker(part: string): PickerContext {
  const context = useContext(Context)
  if (!context) throw new Error(`TokenPicker.${part} must be inside TokenPicker.Root`)
  return context
}

export type TokenPickerRootProps = Omit<UiProps, 'className'> & {
  children?: ReactNode
  /** Controlled selection: given (even as `undefined`, which shows none), the picker shows it. */
  value?: TokenSelection | undefined
  defaultValue?: TokenSelection | undefined
  onChange?: ((selection: TokenSelection) => void) | undefined
  /** Destination mode: only tokens reachable from this source are offered. */
  source?: { chainKey: string; tokenAddress: string } | undefined
  open?: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
  /** Chain logos by chain key (https or data:image URLs); the service names none. Default: initials. */
  chainLogos?: Readonly<Record<string, string>> | undefined
  /** The connected wallet's balances: the tokens it holds come first, with their amounts. */
  balances?: PickerBalances | undefined
  /** The chains and tokens that may be picked, and those featured first (`TransferScope`). */
  scope?: TransferScope | undefined
  /** Which side of the transfer the scope's `from` / `to` lists apply to; default `to` with `source`, else `from`. */
  side?: ScopeSide | undefined
  /** Shows the value and never opens (a host that fixes this side, as a deposit form does). */
  locked?: boolean | undefined
  /** A search typed in a list, once the typing pauses (each settled query once), for analytics. */
  onSearch?: ((search: PickerSearch) => void) | undefined
}

function Root(props: TokenPickerRootProps) {
  const { children, defaultValue, onChange, source, open, onOpenChange, chainLogos, balances } =
    props
  const scope = props.scope
  const side = props.side ?? (source ? 'to' : 'from')
  const { locale, colorScheme } = props
  const messages = useMessages(props.messages, props.locale)
  const [value, setValue] = useControllableState<TokenSelection | undefined>({
    value: props.value,
    defaultValue,
    onChange: (selection) => selection && onChange?.(selection),
    // Controlled whenever `value` is given, even as undefined: a host that clears it means empty.
    controlled: 'value' in props,
  })
  const [openState, setOpenState] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
  })
  const [chainKey, setChainKey] = useState<string | undefined>(value?.chainKey)
  const tokenSearchRef = useRef<HTMLInputElement>(null)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    if (next) setChainKey(value?.chainKey ?? chainKey)
  }
  const context: PickerContext = {
    colorScheme,
    messages,
    locale,
    value,
    chainKey,
    setChainKey: (key) => {
      setChainKey(key)
      if (!isTouchScreen()) tokenSearchRef.current?.focus()
    },
    select: (token) => {
      const selection = { chainKey: token.chainKey, token }
      setValue(selection)
      setOpen(false)
    },
    source,
    tokenSearchRef,
    open: openState,
    setOpen,
    chainLogos,
    balances,
    scope,
    side,
    locked: props.locked === true,
    onSearch: props.onSearch,
  }
  return <Context.Provider value={context}>{children}</Context.Provider>
}

export type TokenPickerTriggerProps = Pick<UiProps, 'className'> & {
  /** Accessible name, e.g. "From" or "To". */
  label: string
  children?: ReactNode
}

const Trigger = forwardRef<HTMLButtonElement, TokenPickerTriggerProps>(function Trigger(
  { label, className, children },
  ref,
) {
  const { value, messages, colorScheme, open, setOpen, chainLogos, locked } = usePicker('Trigger')
  const chains = useChains()
  const chainName = chains.data?.find((chain) => chain.chainKey === value?.chainKey)?.name
  // A value given without its logo (a host's default) shows the catalogue's, as a pick would.
  const catalog = useTokens({ query: { enabled: value !== undefined && !value.token.logoUrl } })
  const logoUrl =
    value &&
    (value.token.logoUrl ?? catalog.data?.get(value.chainKey, value.token.address)?.logoUrl)
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup={locked ? undefined : 'dialog'}
      aria-expanded={locked ? undefined : open}
      // Locked: still focusable and read by name, but it opens nothing.
      aria-disabled={locked ? true : undefined}
      onClick={() => {
        if (!locked) setOpen(true)
      }}
      // A root of its own: the trigger lives in the host's layout, outside any other vtkit root.
      className={classNames('vtkit-root', 'vtkit-button', 'vtkit-token-trigger', className)}
      data-theme={colorScheme}
      data-state={value ? 'selected' : 'empty'}
      data-locked={locked ? '' : undefined}
    >
      {/* Named by what it shows, after the label for a screen reader: no aria-label, so the text a
          voice-control user sees (a logo's initials included) is the name, not a near copy of it. */}
      <span className="vtkit-visually-hidden">{label}:</span>{' '}
      {children ??
        (value ? (
          <>
            <TokenOnChainLogo
              src={logoUrl}
              symbol={value.token.symbol}
              chainSrc={chainLogos?.[value.chainKey]}
              chainName={chainName ?? value.chainKey}
            />
            <span className="vtkit-token-trigger-text">
              <span className="vtkit-token-symbol">{value.token.symbol}</span>{' '}
              <span className="vtkit-muted">
                {formatMessage(messages.onChain, { chain: chainName ?? value.chainKey })}
              </span>
            </span>
          </>
        ) : (
          <span>{messages.selectToken}</span>
        ))}
    </button>
  )
})

export type TokenPickerContentProps = Pick<UiProps, 'className' | 'theme' | 'colorScheme'> & {
  children?: ReactNode
}

const Content = forwardRef<HTMLDivElement, TokenPickerContentProps>(function Content(
  { className, theme, colorScheme, children },
  ref,
) {
  const { messages, tokenSearchRef, open, setOpen } = usePicker('Content')
  const themeRef = useThemeRef(theme, ref)
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  if (!open) return null
  return (
    // Typing a token's name is what most people do first: the search field gets the focus. On a
    // touch screen that would raise the keyboard over the list: the close button takes it there.
    <ModalDialog
      onClose={() => setOpen(false)}
      labelledBy={titleId}
      initialFocus={isTouchScreen() ? closeRef : tokenSearchRef}
    >
      <div
        ref={themeRef}
        className={classNames('vtkit-root', 'vtkit-dialog', 'vtkit-token-picker', className)}
        data-theme={colorScheme}
      >
        <div className="vtkit-dialog-header">
          <h2 id={titleId} className="vtkit-dialog-title">
            {messages.selectToken}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="vtkit-icon-button"
            aria-label={messages.close}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="vtkit-token-picker-panes">{children}</div>
      </div>
    </ModalDialog>
  )
})

export type TokenPickerBodyProps = Pick<UiProps, 'className' | 'theme' | 'colorScheme'> & {
  children?: ReactNode
}

/**
 * The picker's lists with no dialog of their own, for the host's (a Radix or shadcn/ui
 * `Dialog`): give `TokenPicker.Root` the dialog's `open` / `onOpenChange`, and a pick closes it.
 * Default children: the chain and token lists.
 */
const Body = forwardRef<HTMLDivElement, TokenPickerBodyProps>(function Body(
  { className, theme, colorScheme, children },
  ref,
) {
  usePicker('Body')
  const themeRef = useThemeRef(theme, ref)
  return (
    <div
      ref={themeRef}
      className={classNames(
        'vtkit-root',
        'vtkit-token-picker',
        'vtkit-token-picker-body',
        className,
      )}
      data-theme={colorScheme}
    >
      <div className="vtkit-token-picker-panes">
        {children ?? (
          <>
            <ChainList />
            <TokenList />
          </>
        )}
      </div>
    </div>
  )
})

/** A phone or tablet: its keyboard appears with the focus of a text field. */
function isTouchScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false
}

function useReachable() {
  const { source } = usePicker('lists')
  const routes = useRoutes({ srcChainKey: source?.chainKey, srcTokenAddress: source?.tokenAddress })
  return source ? routes : undefined
}

function ChainList({ className }: Pick<UiProps, 'className'>) {
  const { messages, locale, chainKey, setChainKey, chainLogos, scope, side, onSearch } =
    usePicker('ChainList')
  const texts = useLocaleTexts(locale)
  const chains = useChains()
  const reachable = useReachable()
  const [search, setSearch] = useState('')
  useSearchReport('chains', search, onSearch)
  // In destination mode, no chain before the first destinations are known.
  const waiting = reachable !== undefined && !reachable.data
  const items = useMemo(() => {
    const query = search.trim().toLowerCase()
    if (waiting) return []
    return (chains.data ?? []).filter(
      (chain) =>
        isChainInScope(chain, scope, side) &&
        (!reachable?.data || reachable.data.byChain.has(chain.chainKey)) &&
        (query === '' ||
          chain.name.toLowerCase().includes(query) ||
          chain.chainKey.includes(query) ||
          (chain.shortName ?? '').toLowerCase().includes(query)),
    )
  }, [chains.data, reachable?.data, search, waiting, scope, side])
  if (chains.isError)
    return (
      <LoadError
        message={texts.error(chains.error)}
        retry={() => chains.refetch()}
        messages={messages}
      />
    )
  return (
    <VirtualListbox<Chain>
      className={classNames('vtkit-chain-list', className)}
      items={items}
      getKey={(chain) => chain.chainKey}
      label={messages.chains}
      search={search}
      onSearchChange={setSearch}
      searchLabel={messages.searchChains}
      searchPlaceholder={messages.searchChains}
      empty={
        !chains.data || waiting
          ? messages.loading
          : isPartialList(chains.data)
            ? messages.noMatchYet
            : messages.noChains
      }
      isSelected={(chain) => chain.chainKey === chainKey}
      onSelect={(chain) => setChainKey(chain.chainKey)}
      rowHeight={40}
      renderItem={(chain) => (
        <>
          <TokenLogo src={chainLogos?.[chain.chainKey]} symbol={chain.name} />
          <span className="vtkit-option-title">{chain.name}</span>
          {/* Most chains are EVM chains: only the others are marked, where the name does not say it. */}
          {chain.chainType !== 'EVM' && chainTypeLabel(chain.chainType) !== chain.name && (
            <span className="vtkit-badge">{chainTypeLabel(chain.chainType)}</span>
          )}
        </>
      )}
    />
  )
}

function TokenList({ className }: Pick<UiProps, 'className'>) {
  const {
    messages,
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
  } = usePicker('TokenList')
  const texts = useLocaleTexts(locale)
  const held = useHeldBalances(balances, chainKey)
  const chains = useChains()
  const tokens = useTokens()
  const reachable = useReachable()
  const [search, setSearch] = useState('')
  useSearchReport('tokens', search, onSearch)
  const items = useMemo(() => {
    const index = tokens.data
    if (!index) return []
    const listed =
      search.trim() === '' && chainKey
        ? index.byChain(chainKey)
        : index.search(search, { chainKey })
    const offered = listed.filter(
      (token) =>
        token.isSupported !== false &&
        (!scope || isTokenInScope(token, scope, side, chains.data ?? [])) &&
        (!reachable?.data || reachable.data.isRoute(token.chainKey, token.address)),
    )
    // The app's featured tokens lead the list (the wallet's holdings still come first).
    const featured = featuredTokens(offered, scope, chains.data ?? [])
    const ordered = featured
      ? [...featured, ...offered.filter((token) => !featured.includes(token))]
      : offered
    return held ? heldFirst(ordered, held) : ordered
  }, [tokens.data, reachable?.data, search, chainKey, held, scope, side, chains.data])
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
          loading
            ? messages.loading
            : partial
              ? messages.noMatchYet
              : source && reachable?.data?.tokens.length === 0
                ? messages.noRoutes
                : messages.noTokens
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

/** What the wallet holds of a token (and its USD value), or else the token's price. */
function HeldOrPrice({
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
function popularOrFeatured(featured: Token[] | undefined, items: readonly Token[]): Token[] {
  return featured && featured.length > 0 ? featured.slice(0, 4) : popularTokens(items)
}

/** The chain's best-known tokens, one tap away above the list: the native coin, then stablecoins. */
function popularTokens(items: readonly Token[]): Token[] {
  const found: Token[] = []
  for (const symbol of popularSymbols) {
    const token = items.find((item) => item.symbol === symbol)
    if (token) found.push(token)
  }
  const native = items.find((item) => isNativeTokenAddress(item.address))
  const ordered = native ? [native, ...found.filter((token) => token !== native)] : found
  return ordered.slice(0, 4)
}

function LoadError({
  message,
  retry,
  messages,
}: {
  message: string
  retry: () => void
  messages: Messages
}) {
  return (
    <div className="vtkit-error" role="alert">
      <p>{message}</p>
      <button type="button" className="vtkit-button" onClick={retry}>
        {messages.retry}
      </button>
    </div>
  )
}

export type TokenPickerProps = TokenPickerRootProps & Pick<UiProps, 'className'> & { label: string }

/** Choose a chain and a token: searchable, virtualized, keyboard-first. */
const TokenPickerDefault = forwardRef<HTMLButtonElement, TokenPickerProps>(
  function TokenPicker(props, ref) {
    const { label, className, theme, colorScheme, ...rootProps } = props
    return (
      <Root {...rootProps} theme={theme} colorScheme={colorScheme}>
        <Trigger ref={ref} label={label} className={className} />
        <Content theme={theme} colorScheme={colorScheme}>
          <ChainList />
          <TokenList />
        </Content>
      </Root>
    )
  },
)

export const TokenPicker = Object.assign(TokenPickerDefault, {
  Root,
  Trigger,
  Content,
  Body,
  ChainList,
  TokenList,
})
