import { useEffect, useState } from 'react'
import type { Messages } from '../locales/en/messages.js'
import { shortHash } from './format.js'

/**
 * An id shown short with a button that copies it whole and says so for a moment (announced).
 * Where the page may not write the clipboard (no permission, an insecure origin), the whole id is
 * shown instead, ready to select.
 */
export function CopyableId(props: { value: string; label: string; messages: Messages }) {
  const { value, label, messages } = props
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 2_000)
    return () => clearTimeout(timer)
  }, [state])
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className="vtkit-copyable">
      <code title={value}>{state === 'failed' ? value : shortHash(value)}</code>
      <button
        type="button"
        className="vtkit-text-button"
        aria-label={`${messages.copy}: ${label}`}
        onClick={() => void copy()}
      >
        {messages.copy}
      </button>
      <span className="vtkit-muted" role="status">
        {state === 'copied' ? messages.copied : state === 'failed' ? messages.copyFailed : ''}
      </span>
    </span>
  )
}
