import { chainTypeLabel } from '../../core/labels.js'
import type { Chain } from '../../core/schemas/chain.js'
import type { OftCatalog } from '../../hooks/useOftList.js'
import { useTokens } from '../../hooks/useTokens.js'
import type { OftMessages } from '../../locales/en/oftMessages.js'
import { formatMessage } from '../../locales/format.js'
import { formatTokenAmount, formatUsd } from '../format.js'
import { TokenLogo, TokenOnChainLogo } from '../TokenLogo.js'
import { classNames } from '../ui.js'
import type { PickerSearch } from '../useSearchReport.js'
import { listedToken } from './listedToken.js'

/** What every part of the OFT pickers is shown with. */
export type PickerUi = {
  messages: OftMessages
  colorScheme: 'light' | 'dark' | undefined
  chains: readonly Chain[]
  chainLogos: Readonly<Record<string, string>> | undefined
  /** `/list`, as `useOftList` gives it: the deployments. */
  catalog: OftCatalog | undefined
  /** While a send runs: its choices stay as they were sent. */
  disabled?: boolean
  /** A search typed in a list, once the typing pauses (each settled query once). */
  onSearch?: ((search: PickerSearch) => void) | undefined
}

/** The button in a panel: the token and its chain, or what to choose. */
export function Trigger(
  props: PickerUi & {
    label: string
    /** What the button says before a choice. */
    placeholder: string
    symbol: string
    chainKey: string
    open: boolean
    disabled?: boolean
    onOpen: () => void
  },
) {
  // The token's logo from the value transfer service's catalogue once something has loaded it (the
  // From dialog, or a widget on the same page): not fetched for the triggers alone.
  const index = useTokens({ query: { enabled: false } }).data
  const deployment = props.catalog?.deployments(props.symbol, props.chainKey)[0]?.deployment
  const logo = listedToken(index, props.chainKey, deployment)?.logoUrl ?? undefined
  const { messages, symbol, chainKey, label, placeholder } = props
  const chosen = symbol && chainKey
  const onChain = formatMessage(messages.onChain, { chain: chainNameOf(props.chains)(chainKey) })
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={props.open}
      disabled={props.disabled}
      onClick={props.onOpen}
      className={classNames('vtkit-button', 'vtkit-token-trigger')}
      data-state={chosen ? 'selected' : 'empty'}
    >
      {/* Named by what it shows, after "From:" or "To:" for a screen reader (no aria-label: what
          a voice-control user sees, initials of a logo included, stays the name's start). */}
      <span className="vtkit-visually-hidden">{label}:</span>{' '}
      {chosen ? (
        <>
          <TokenOnChainLogo
            src={logo}
            symbol={symbol}
            chainSrc={props.chainLogos?.[chainKey]}
            chainName={chainNameOf(props.chains)(chainKey)}
          />
          <span className="vtkit-token-trigger-text">
            <span className="vtkit-token-symbol">{symbol}</span>{' '}
            <span className="vtkit-muted">{onChain}</span>
          </span>
        </>
      ) : (
        <span>{placeholder}</span>
      )}
    </button>
  )
}

export function DialogHeader({
  titleId,
  title,
  messages,
  close,
}: {
  titleId: string
  title: string
  messages: OftMessages
  close: () => void
}) {
  return (
    <div className="vtkit-dialog-header">
      <h2 id={titleId} className="vtkit-dialog-title">
        {title}
      </h2>
      <button
        type="button"
        className="vtkit-icon-button"
        aria-label={messages.close}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

export function ChainRow({
  chain,
  logos,
}: {
  chain: Chain
  logos: Readonly<Record<string, string>> | undefined
}) {
  return (
    <>
      <TokenLogo src={logos?.[chain.chainKey]} symbol={chain.name} />
      <span className="vtkit-option-title">{chain.name}</span>
      {chain.chainType !== 'EVM' && chainTypeLabel(chain.chainType) !== chain.name && (
        <span className="vtkit-badge">{chainTypeLabel(chain.chainType)}</span>
      )}
    </>
  )
}

export const chainNameOf = (chains: readonly Chain[]) => (key: string) =>
  chains.find((chain) => chain.chainKey === key)?.name ?? key

/** What the wallet holds of a token, at the row's end. */
export type Holding = { amount: bigint; decimals: number; whole: number; usd: number | undefined }

export function Held(props: { holding: Holding | undefined; locale: string | undefined }) {
  const { holding, locale } = props
  const usd = formatUsd(holding?.usd, locale)
  return holding ? (
    <span className="vtkit-held">
      <span>{formatTokenAmount(holding.amount, holding.decimals, locale)}</span>
      {usd && <span className="vtkit-muted">{usd}</span>}
    </span>
  ) : null
}

export function matches(search: string, ...texts: string[]): boolean {
  const query = search.trim().toLowerCase()
  return query === '' || texts.some((text) => text.toLowerCase().includes(query))
}
