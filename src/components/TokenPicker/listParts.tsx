import { useRoutes } from '../../hooks/useRoutes.js'
import type { CardMessages } from '../../locales/en/messages.js'
import { usePicker } from './context.js'

// What the chain and token lists share.

/** A phone or tablet: its keyboard appears with the focus of a text field. */
export function isTouchScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false
}

export function useReachable() {
  const { source } = usePicker('lists')
  const routes = useRoutes({ srcChainKey: source?.chainKey, srcTokenAddress: source?.tokenAddress })
  return source ? routes : undefined
}

export function LoadError({
  message,
  retry,
  messages,
}: {
  message: string
  retry: () => void
  messages: CardMessages
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
