import { type ReactNode, useId, useState } from 'react'
import type { CardMessages } from '../locales/en/messages.js'
import { ModalDialog } from './ModalDialog.js'
import { classNames } from './ui.js'

export type SettingsButtonProps = {
  messages: CardMessages
  colorScheme: 'light' | 'dark' | undefined
  /** The fields of the dialog, between its title and its Done button. */
  children: ReactNode
}

/** A gear that opens the settings in a modal dialog: the fields given, then Done. */
export function SettingsButton({ messages, colorScheme, children }: SettingsButtonProps) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className="vtkit-icon-button"
        aria-label={messages.settings}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <GearIcon />
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} labelledBy={titleId}>
          <div
            className={classNames('vtkit-root', 'vtkit-dialog', 'vtkit-settings')}
            data-theme={colorScheme}
          >
            <div className="vtkit-dialog-header">
              <h2 id={titleId} className="vtkit-dialog-title">
                {messages.settings}
              </h2>
              <button
                type="button"
                className="vtkit-icon-button"
                aria-label={messages.close}
                onClick={() => setOpen(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {children}
            <button
              type="button"
              className="vtkit-button vtkit-wide"
              data-variant="primary"
              onClick={() => setOpen(false)}
            >
              {messages.done}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  )
}

/** A cog: a ring, a hub and eight square teeth (a few strokes, not a traced path: bytes count). */
function GearIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="2.5" />
      <path
        strokeWidth="3.5"
        d="M12 2.8v3M12 18.2v3M2.8 12h3M18.2 12h3M5.5 5.5l2.1 2.1M16.4 16.4l2.1 2.1M5.5 18.5l2.1-2.1M16.4 7.6l2.1-2.1"
      />
    </svg>
  )
}
