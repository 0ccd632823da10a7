import { type ReactNode, useId, useState } from 'react'
import { ModalDialog } from './ModalDialog.js'
import type { Messages } from './messages.js'
import { classNames } from './ui.js'

export type SettingsButtonProps = {
  messages: Messages
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

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z"
      />
    </svg>
  )
}
