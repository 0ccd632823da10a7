import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo } from 'react'
import { applyServiceMode } from '../../.storybook/serviceMode'
import { StoryWalletConnection } from '../../.storybook/wagmi'
import { createMemoryJournal } from '../../src/exports/core'
import { BridgeWidget } from '../../src/exports/index'
import type { WidgetProps } from './code'
import type { PlaygroundState } from './state'

/**
 * The live widget: the very props and stylesheet the code panel prints, the services answering
 * as chosen.
 */
export function Preview({
  props,
  css,
  service,
  wallet,
}: {
  props: WidgetProps
  css: string
  service: PlaygroundState['service']
  wallet: boolean
}) {
  // A cold cache per service mode: the widget asks again, and meets the new answers (set before
  // the widget's first request, which its own effects send before this component's would run).
  const queryClient = useMemo(() => {
    applyServiceMode(service)
    return new QueryClient()
  }, [service])
  // A new widget only where it must be: its starting values apply when it mounts. The other
  // props reach the one shown, which keeps its state (an open route list, a typed amount).
  const key = `${service}:${JSON.stringify(props.defaultValues ?? {})}`
  // One history per widget shown: an option changed keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new widget (`key`) starts a new one
  const journal = useMemo(() => createMemoryJournal(), [key])
  return (
    <div className="playground-preview">
      <style>{css}</style>
      <StoryWalletConnection wanted={wallet}>
        <QueryClientProvider client={queryClient}>
          <BridgeWidget key={key} {...props} journal={journal} />
        </QueryClientProvider>
      </StoryWalletConnection>
    </div>
  )
}
