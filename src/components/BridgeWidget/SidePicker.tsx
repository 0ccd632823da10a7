import { useEffect } from 'react'
import { usePicker } from '../TokenPicker/context.js'
import type { TokenPickerProps } from '../TokenPicker/index.js'
import { isTouchScreen } from '../TokenPicker/listParts.js'
import { Content, Root, Trigger } from '../TokenPicker/TokenPicker.js'
import { useMessages } from '../ui.js'
import { WithViews } from './useOnDemandViews.js'

/**
 * A side's token picker, as `TokenPicker` lays it out, with its lists loaded on demand: the card
 * paints with the trigger alone, and the lists are prefetched before the first click.
 */
export function SidePicker(props: TokenPickerProps) {
  const { label, className, theme, colorScheme, ...rootProps } = props
  const messages = useMessages(props.messages, props.locale)
  return (
    <Root {...rootProps} theme={theme} colorScheme={colorScheme}>
      <Trigger label={label} className={className} />
      <Content theme={theme} colorScheme={colorScheme}>
        <WithViews messages={messages}>
          {(views) => (
            <>
              <views.ChainList />
              <views.TokenList />
              <SearchWhenArrived />
            </>
          )}
        </WithViews>
      </Content>
    </Root>
  )
}

/**
 * Lists that arrive after the dialog opened (a click before they were loaded): the search takes
 * the focus the dialog gave its close button meanwhile, as it would have had at once.
 */
function SearchWhenArrived() {
  const { tokenSearchRef } = usePicker('SearchWhenArrived')
  useEffect(() => {
    const search = tokenSearchRef.current
    const dialog = search?.closest('dialog')
    const active = document.activeElement
    // Where `showModal()` put it (the close button, or the dialog), or nowhere.
    const given =
      !active ||
      active === document.body ||
      active === dialog ||
      (dialog?.contains(active) === true && active.classList.contains('vtkit-icon-button'))
    if (search && given && !isTouchScreen()) search.focus()
  }, [tokenSearchRef])
  return null
}
