import { forwardRef, type ReactNode, useId, useRef, useState } from 'react'
import type { ScopeSide, TransferScope } from '../../core/scope.js'
import { useChains } from '../../hooks/useChains.js'
import { useTokens } from '../../hooks/useTokens.js'
import { formatMessage } from '../../locales/format.js'
import { ModalDialog } from '../ModalDialog.js'
import { TokenOnChainLogo } from '../TokenLogo.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { useControllableState } from '../useControllableState.js'
import type { PickerSearch } from '../useSearchReport.js'
import { ChainList } from './ChainList.js'
import { Context, type PickerContext, type TokenSelection, usePicker } from './context.js'
import type { PickerBalances } from './heldBalances.js'
import { isTouchScreen } from './listParts.js'
import { TokenList } from './TokenList.js'

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
const Body = /* @__PURE__ */ forwardRef<HTMLDivElement, TokenPickerBodyProps>(function Body(
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

// The parts one by one too: a layout of its own bundles only the parts it names.
export { Body, Content, Root, Trigger }

export type TokenPickerProps = TokenPickerRootProps & Pick<UiProps, 'className'> & { label: string }

/** Choose a chain and a token: searchable, virtualized, keyboard-first. */
const TokenPickerDefault = /* @__PURE__ */ forwardRef<HTMLButtonElement, TokenPickerProps>(
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

/**
 * Picks a token on a chain: a dialog with the chains, a search and the wallet's balances first.
 * Controlled (`value`, `onChange`) or not (`defaultValue`). Its parts compose a picker of your own.
 */
export const TokenPicker = /* @__PURE__ */ Object.assign(TokenPickerDefault, {
  Root,
  Trigger,
  Content,
  Body,
  ChainList,
  TokenList,
})
