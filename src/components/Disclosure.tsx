import { type ReactNode, useId, useState } from 'react'

export type DisclosureProps = {
  summary: ReactNode
  children: ReactNode
  className?: string
}

/** A button that shows and hides its content (the WAI-ARIA disclosure pattern). */
export function Disclosure({ summary, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const contentId = useId()
  return (
    <div className={className}>
      <button
        type="button"
        className="vtkit-disclosure"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
      >
        {summary}
      </button>
      <div id={contentId} hidden={!open}>
        {open && children}
      </div>
    </div>
  )
}
