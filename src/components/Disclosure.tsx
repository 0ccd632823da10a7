import { Collapsible } from 'radix-ui'
import type { ReactNode } from 'react'

export type DisclosureProps = {
  summary: ReactNode
  children: ReactNode
  className?: string
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/** A button that shows and hides its content: Radix Collapsible (the WAI-ARIA disclosure pattern). */
export function Disclosure({ summary, children, className, open, onOpenChange }: DisclosureProps) {
  return (
    <Collapsible.Root className={className} open={open} onOpenChange={onOpenChange}>
      <Collapsible.Trigger className="vtkit-disclosure">{summary}</Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  )
}
