import { RadioGroup } from 'radix-ui'
import { useId, useState } from 'react'
import { NativeDropField } from '../fields.js'
import { ModalDialog } from '../ModalDialog.js'
import { formatMessage, type Messages } from '../messages.js'
import { classNames } from '../ui.js'

const toleranceSteps = [0.5, 1, 3] as const

export type SettingsProps = {
  messages: Messages
  colorScheme: 'light' | 'dark' | undefined
  feeTolerance: number
  nativeDrop: string
  /** The destination's native coin, for the native drop's label. */
  nativeSymbol: string
  onChange: (changes: { feeTolerance?: number; nativeDrop?: string }) => void
}

/** The gear and its dialog: fee tolerance (presets or a custom percent) and gas on the destination. */
export function Settings(props: SettingsProps) {
  const { messages, colorScheme, feeTolerance, nativeDrop, nativeSymbol, onChange } = props
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const preset = toleranceSteps.find((step) => step === feeTolerance)
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
            <RadioGroup.Root
              className="vtkit-presets"
              aria-label={messages.feeTolerancePresets}
              value={preset === undefined ? '' : String(preset)}
              onValueChange={(value) => onChange({ feeTolerance: Number(value) })}
            >
              {toleranceSteps.map((step) => (
                <RadioGroup.Item key={step} value={String(step)} className="vtkit-button">
                  {formatMessage(messages.percent, { value: step })}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            <label className="vtkit-field">
              <span>{messages.feeTolerance}</span>
              <input
                className="vtkit-input"
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={feeTolerance}
                onChange={(event) =>
                  onChange({
                    feeTolerance: Math.min(100, Math.max(0, Number(event.target.value) || 0)),
                  })
                }
              />
            </label>
            <p className="vtkit-muted">{messages.feeToleranceHelp}</p>
            <NativeDropField
              label={formatMessage(messages.nativeDrop, { symbol: nativeSymbol })}
              value={nativeDrop}
              onChange={(text) => onChange({ nativeDrop: text })}
            />
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
