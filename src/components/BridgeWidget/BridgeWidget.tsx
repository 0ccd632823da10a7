import { Direction, Tabs } from 'radix-ui'
import { forwardRef, type ReactNode, useCallback, useId, useState } from 'react'
import type { ChainType } from '../../core/schemas/chain.js'
import { useChains } from '../../hooks/useChains.js'
import { useTokens } from '../../hooks/useTokens.js'
import { formatUsd } from '../format.js'
import { readLocaleAmount } from '../localeAmount.js'
import { useLocaleTexts } from '../localeTexts.js'
import { ModalDialog } from '../ModalDialog.js'
import { SettingsButton } from '../SettingsButton.js'
import { LoadError } from '../TokenPicker/listParts.js'
import { classNames, type UiProps, useMessages, useThemeRef } from '../ui.js'
import { useControllableState } from '../useControllableState.js'
import { useViewInSight } from '../useViewInSight.js'
import { ActionSection } from './ActionSection.js'
import { BridgeContext, type BridgeContextValue, useBridgeContext } from './bridgeContext.js'
import { Close, Trigger } from './Drawer.js'
import { FromPanel } from './FromPanel.js'
import { RecipientLine } from './RecipientLine.js'
import { RouteSection } from './RouteSection.js'
import { SwapButton, ToPanel } from './ToPanel.js'
import type { UseBridgeParameters } from './useBridge/types.js'
import { useBridgeOnDemand } from './useBridgeOnDemand.js'
import { usePrefetchedViews, WithViews } from './useOnDemandViews.js'

export type BridgeWidgetProps = UiProps &
  UseBridgeParameters & {
    /**
     * Rendered where the user must connect a wallet: your own connect button, or a function of the
     * chain type that needs one (`'SOLANA'` for a Solana source without a Solana wallet).
     */
    connectWallet?: ReactNode | ((chainType: ChainType) => ReactNode) | undefined
    /** Chain logos by chain key for the pickers (https or data:image URLs). Default: initials. */
    chainLogos?: Readonly<Record<string, string>> | undefined
    /**
     * The shape: `card` (the default), `compact` (tighter, for a sidebar or a narrow column), or
     * `drawer` (a modal sheet, from the side on a wide screen and from the bottom on a phone,
     * opened by its trigger; the transfer goes on while it is closed).
     */
    variant?: 'card' | 'compact' | 'drawer' | undefined
    /** The drawer's sheet is open (controlled, with `onOpenChange`). */
    open?: boolean | undefined
    defaultOpen?: boolean | undefined
    onOpenChange?: ((open: boolean) => void) | undefined
    /**
     * What opens the drawer, where the widget stands: default `<BridgeWidget.Trigger />` ("Bridge
     * tokens"); `null` for none (a host's own button sets `open`).
     */
    trigger?: ReactNode
  }

/**
 * The card and the bridge every part reads (`useBridge` with the widget's props, its run loaded
 * on demand); its children are the layout, the standard one when none is given.
 */
const Root = forwardRef<HTMLElement, BridgeWidgetProps & { children?: ReactNode }>(
  function BridgeWidgetRoot(props, ref) {
    const { className, locale, theme, colorScheme } = props
    const messages = useMessages(props.messages, props.locale)
    const themeRef = useThemeRef(theme, ref)
    // Radix parts write their own `dir` (left to right unless told): told the page's, read once
    // the card is in it, so a right-to-left page gets a right-to-left card.
    const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr')
    const cardRef = useCallback(
      (element: HTMLElement | null) => {
        themeRef(element)
        if (element) setDir(getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr')
      },
      [themeRef],
    )
    const { bridge, runHost } = useBridgeOnDemand(props)
    usePrefetchedViews()
    const [tab, setTab] = useState('transfer')
    const variant = props.variant ?? 'card'
    const [open, setOpen] = useControllableState({
      value: props.open,
      defaultValue: props.defaultOpen ?? false,
      onChange: props.onOpenChange,
    })
    const drawer = variant === 'drawer' ? { open, setOpen } : undefined
    const context: BridgeContextValue = {
      bridge,
      messages,
      ui: { locale, messages: props.messages, colorScheme, theme },
      chainLogos: props.chainLogos,
      connectWallet: props.connectWallet,
      drawer,
      tab,
      setTab,
    }
    const card = (
      <section
        ref={cardRef}
        className={classNames('vtkit-root', 'vtkit-card', 'vtkit-widget', className)}
        data-theme={colorScheme}
        data-variant={variant === 'card' ? undefined : variant}
        aria-label={messages.widgetTitle}
      >
        {props.children ?? <StandardLayout />}
      </section>
    )
    // The drawer keeps the bridge (and a running transfer) while its sheet is closed.
    return (
      <BridgeContext.Provider value={context}>
        <Direction.Provider dir={dir}>
          {drawer ? (
            <>
              {props.trigger === undefined ? <Trigger /> : props.trigger}
              {drawer.open && (
                <>
                  {/* Not the top layer: a wallet's connect dialog opened from the sheet stays usable. */}
                  <div
                    className="vtkit-drawer-backdrop"
                    aria-hidden="true"
                    onClick={() => drawer.setOpen(false)}
                  />
                  <ModalDialog
                    onClose={() => drawer.setOpen(false)}
                    label={messages.widgetTitle}
                    className="vtkit-drawer"
                    modal={false}
                  >
                    {card}
                  </ModalDialog>
                </>
              )}
            </>
          ) : (
            card
          )}
          {runHost}
        </Direction.Provider>
      </BridgeContext.Provider>
    )
  },
)

/** The form: the two sides, who receives, the route and the one next action. */
function Form() {
  const { bridge, messages } = useBridgeContext('Form')
  const errorId = useId()
  const { values, received, amount } = bridge
  const longest = Math.max(values.amount.length, received?.length ?? 0)
  return (
    <div className="vtkit-form">
      {/* A long amount gets a smaller type, a longer one smaller still, so that it shows whole. */}
      <div
        className="vtkit-panels"
        data-long={longest > 13 ? 'more' : longest > 8 ? '' : undefined}
      >
        <FromPanel errorId={errorId} />
        {!bridge.hide.swapButton && <SwapButton />}
        <ToPanel />
      </div>
      {amount.error && (
        <p id={errorId} className="vtkit-error">
          {amount.error}
        </p>
      )}
      <CatalogUnavailable />
      {bridge.defaultsError && (
        <p className="vtkit-error" role="alert">
          {/* The app's own mistake goes to its `onError`; the user is told what to do. */}
          {messages.defaultsUnavailable}
        </p>
      )}
      {/* Hidden, unless there is no one to receive yet or the given one is wrong: the way forward. */}
      {(!bridge.hide.recipient || !bridge.recipient || bridge.recipientInvalid) && (
        <RecipientLine />
      )}
      <RouteSection />
      <ActionSection />
    </div>
  )
}

/**
 * The chains or the tokens could not be read (and none are kept from an earlier visit): said on
 * the card, with a retry, not only inside a picker the user may never open.
 */
function CatalogUnavailable() {
  const { messages, ui } = useBridgeContext('Form')
  const texts = useLocaleTexts(ui.locale)
  const chains = useChains()
  const tokens = useTokens()
  const failed = [chains, tokens].filter((list) => list.isError && !list.data)
  const [first] = failed
  if (!first) return null
  return (
    <LoadError
      message={texts.error(first.error)}
      retry={() => {
        for (const list of failed) void list.refetch()
      }}
      messages={messages}
    />
  )
}

/** The settings button (slippage, gas on arrival), while the form is shown. */
function Settings() {
  const { bridge, messages, ui, tab } = useBridgeContext('Settings')
  const { values, progress, destinationChain } = bridge
  const tokens = useTokens().data
  if (progress || tab !== 'transfer' || bridge.hide.settings) return null
  const native = destinationChain?.nativeCurrency
  const drop = native ? readLocaleAmount(values.nativeDrop, ui.locale) : undefined
  const price =
    native && destinationChain
      ? (tokens?.get(destinationChain.chainKey, native.address)?.price?.usd ?? undefined)
      : undefined
  return (
    // The gear paints with the card; its fields load on demand (prefetched before a click).
    <SettingsButton messages={messages} colorScheme={ui.colorScheme}>
      <WithViews messages={messages}>
        {({ SettingsFields }) => (
          <SettingsFields
            messages={messages}
            feeTolerance={values.feeTolerance}
            nativeDrop={values.nativeDrop}
            nativeSymbol={destinationChain?.nativeCurrency?.symbol ?? ''}
            nativeDropUsd={
              drop && Number(drop) > 0 && price !== undefined
                ? formatUsd(Number(drop) * price, ui.locale)
                : undefined
            }
            onChange={bridge.update}
          />
        )}
      </WithViews>
    </SettingsButton>
  )
}

/** A running, resumed or interrupted transfer's progress; the form otherwise. */
function Progress({ children }: { children?: ReactNode }) {
  const { bridge, ui, messages } = useBridgeContext('Progress')
  const { progress, running } = bridge
  const { transfer } = bridge.execution
  const heading = useViewInSight<HTMLHeadingElement>(
    !progress || !running ? 'form' : transfer.isFinal ? `${transfer.status}` : 'progress',
  )
  if (!progress || !running) return <>{children ?? <Form />}</>
  return (
    <WithViews messages={messages}>
      {({ TransferProgress }) => (
        <TransferProgress
          headingRef={heading}
          execution={bridge.execution}
          quote={running.quote}
          request={running.request}
          onRefreshQuote={bridge.resuming ? undefined : bridge.quote.refetch}
          onNewTransfer={bridge.startOver}
          {...ui}
        />
      )}
    </WithViews>
  )
}

/** The transfers of this browser, unfinished ones with a way to resume. */
function History() {
  const { bridge, ui, messages, setTab } = useBridgeContext('History')
  return (
    <WithViews messages={messages}>
      {({ HistoryList }) => (
        <HistoryList
          items={bridge.history.items}
          activeQuoteId={bridge.execution.record?.quoteId}
          onResume={(item) => {
            bridge.resume(item.record)
            setTab('transfer')
          }}
          {...ui}
        />
      )}
    </WithViews>
  )
}

/** The standard card: Transfer and History tabs, the settings, the form or the progress. */
function StandardLayout() {
  const { bridge, messages, tab, setTab, drawer } = useBridgeContext('Root')
  if (bridge.hide.history)
    return (
      <>
        {(!bridge.hide.settings || drawer) && (
          <div className="vtkit-widget-head vtkit-widget-head-bare">
            <span className="vtkit-head-actions">
              <Settings />
              <Close />
            </span>
          </div>
        )}
        <Progress />
      </>
    )
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="vtkit-tabs">
      <div className="vtkit-widget-head">
        <Tabs.List className="vtkit-tab-list" aria-label={messages.widgetTitle}>
          <Tabs.Trigger value="transfer" className="vtkit-tab">
            {messages.transferTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className="vtkit-tab">
            {messages.historyTab}
          </Tabs.Trigger>
        </Tabs.List>
        <span className="vtkit-head-actions">
          <Settings />
          <Close />
        </span>
      </div>
      <Tabs.Content value="transfer" className="vtkit-tab-panel">
        <Progress />
      </Tabs.Content>
      <Tabs.Content value="history" className="vtkit-tab-panel">
        <History />
      </Tabs.Content>
    </Tabs.Root>
  )
}

const Widget = forwardRef<HTMLElement, BridgeWidgetProps>(function BridgeWidget(props, ref) {
  return <Root {...props} ref={ref} />
})

/**
 * The whole flow in one component: pick, quote, sign, track, and the history. Uses the host's
 * wallet connection. Its parts (`BridgeWidget.Root` and the parts inside it) lay out the same
 * behaviour otherwise; `useBridge` gives it without markup.
 */
export const BridgeWidget = Object.assign(Widget, {
  Root,
  Form,
  From: FromPanelPart,
  Swap: SwapButton,
  To: ToPanel,
  Recipient: RecipientLine,
  Route: RouteSection,
  Action: ActionSection,
  Progress,
  History,
  Settings,
  Trigger,
  Close,
})

/** The From side with its own amount error line. */
function FromPanelPart() {
  const errorId = useId()
  const { bridge } = useBridgeContext('From')
  return (
    <>
      <FromPanel errorId={errorId} />
      {bridge.amount.error && (
        <p id={errorId} className="vtkit-error">
          {bridge.amount.error}
        </p>
      )}
    </>
  )
}
