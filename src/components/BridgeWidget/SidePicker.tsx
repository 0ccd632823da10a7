import type { TokenPickerProps } from '../TokenPicker/index.js'
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
        <WithViews messages={messages} locale={props.locale}>
          {(views) => (
            <>
              <views.ChainList />
              <views.TokenList />
            </>
          )}
        </WithViews>
      </Content>
    </Root>
  )
}
