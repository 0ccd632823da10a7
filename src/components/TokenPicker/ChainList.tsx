import { useMemo, useState } from 'react'
import { chainTypeLabel } from '../../core/labels.js'
import { isPartialList } from '../../core/partialList.js'
import type { Chain } from '../../core/schemas/chain.js'
import { isChainInScope } from '../../core/scope.js'
import { useChains } from '../../hooks/useChains.js'
import { withViewMessages } from '../../locales/en/messages.js'
import { useLocaleTexts } from '../localeTexts.js'
import { TokenLogo } from '../TokenLogo.js'
import { classNames, type UiProps } from '../ui.js'
import { useSearchReport } from '../useSearchReport.js'
import { VirtualListbox } from '../VirtualListbox.js'
import { usePicker } from './context.js'
import { LoadError, useReachable } from './listParts.js'

/** The chains to pick from, searchable, in the picker's scope (and reachable, in destination mode). */
export function ChainList({ className }: Pick<UiProps, 'className'>) {
  const picker = usePicker('ChainList')
  const { locale, chainKey, setChainKey, chainLogos, scope, side, onSearch } = picker
  const messages = withViewMessages(picker.messages)
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
