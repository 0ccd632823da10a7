import { RadioGroup } from 'radix-ui'
import { useId } from 'react'
import { type CardMessages, withViewMessages } from '../../locales/en/messages.js'
import { formatMessage } from '../../locales/format.js'
import { NativeDropField } from '../fields.js'

const toleranceSteps = [0.5, 1, 3] as const

type SettingsFieldsProps = {
  messages: CardMessages
  feeTolerance: number
  nativeDrop: string
  /** The destination's native coin, for the native drop's label. */
  nativeSymbol: string
  /** What the gas asked for on the destination is worth ("≈ $1.20"), where its price is known. */
  nativeDropUsd?: string | undefined
  onChange: (changes: { feeTolerance?: number; nativeDrop?: string }) => void
}

/** The settings' fields: fee tolerance (presets or a custom percent) and gas on the destination. */
export function SettingsFields(props: SettingsFieldsProps) {
  const { feeTolerance, nativeDrop, nativeSymbol, onChange } = props
  const messages = withViewMessages(props.messages)
  const preset = toleranceSteps.find((step) => step === feeTolerance)
  const inputId = useId()
  return (
    <>
      {/* The label first, then the presets and the exact value on one line. */}
      <div className="vtkit-field">
        <label htmlFor={inputId}>{messages.feeTolerance}</label>
        <div className="vtkit-tolerance">
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
          <input
            id={inputId}
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
        </div>
      </div>
      <p className="vtkit-muted">{messages.feeToleranceHelp}</p>
      <NativeDropField
        // Without a destination yet, its coin is unknown: no empty "()".
        label={formatMessage(messages.nativeDrop, { symbol: nativeSymbol }).replace(' ()', '')}
        value={nativeDrop}
        onChange={(text) => onChange({ nativeDrop: text })}
      />
      {props.nativeDropUsd && (
        <p className="vtkit-muted" aria-live="polite">
          ≈ {props.nativeDropUsd}
        </p>
      )}
    </>
  )
}
