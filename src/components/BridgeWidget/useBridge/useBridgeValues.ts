import { useRef, useState } from 'react'
import type { InvalidInputError } from '../../../core/errors.js'
import { useChains } from '../../../hooks/useChains.js'
import { useTokens } from '../../../hooks/useTokens.js'
import { toLocaleAmountText } from '../../localeAmount.js'
import { useControllableState } from '../../useControllableState.js'
import { changeEvents } from '../bridgeEventEffects.js'
import type { BridgeEvent } from '../bridgeEvents.js'
import { isTokenDefaultRef } from '../tokenDefaults.js'
import { readUrlValues, type UrlValues, useUrlSync } from '../urlValues.js'
import { useTokenDefaults } from '../useTokenDefaults.js'
import { type BridgeValues, emptyValues, type UseBridgeParameters } from './types.js'

export type BridgeValuesState = {
  values: BridgeValues
  /** Changes some values (the rest stay); `onChange` hears the whole; the user's changes are told. */
  update: (changes: Partial<BridgeValues>) => void
  /** Defaults given by id that name nothing in the catalogue, or null. */
  defaultsError: InvalidInputError | null
}

/**
 * The form's values, with no network of its own: controlled or not, the defaults (by id once the
 * catalogue names them), a shared link's values, and the page's address kept in step.
 */
export function useBridgeValues(
  options: UseBridgeParameters,
  emit: (event: BridgeEvent) => void,
): BridgeValuesState {
  const chainList = useChains().data
  const tokenIndex = useTokens().data
  // A shared link's values, read once (never who receives, never a locked part).
  const [fromUrl] = useState<UrlValues>(() =>
    options.syncWithUrl && typeof window !== 'undefined' && !options.values
      ? readUrlValues(window.location.search, options.lock, options.locale)
      : {},
  )
  const [values, setValues] = useControllableState<BridgeValues>({
    value: options.values,
    defaultValue: () => {
      const { source, destination, ...rest } = options.defaultValues ?? {}
      return {
        ...emptyValues,
        ...rest,
        // The app's amount is a plain decimal ("1.250"): the field shows it in the user's
        // language ("1,250" in German), where it reads back as the same amount.
        ...(rest.amount && /^\d*\.?\d*$/.test(rest.amount)
          ? { amount: toLocaleAmountText(rest.amount, options.locale) }
          : {}),
        ...(fromUrl.amount ? { amount: fromUrl.amount } : {}),
        // A side a link names waits for the catalogue (the app's default is its fallback).
        source: isTokenDefaultRef(source) || fromUrl.source ? undefined : source,
        destination:
          isTokenDefaultRef(destination) || fromUrl.destination ? undefined : destination,
      }
    },
    onChange: options.onChange,
  })
  const valuesRef = useRef(values)
  valuesRef.current = values
  const apply = (changes: Partial<BridgeValues>) => {
    const next = { ...valuesRef.current, ...changes }
    valuesRef.current = next
    setValues(next)
  }
  const defaults = useTokenDefaults(options, chainList, tokenIndex, apply, fromUrl)
  useUrlSync(
    options.syncWithUrl === true && !options.values,
    defaults.settled,
    values,
    chainList ?? [],
    options.lock ?? {},
    options.locale,
  )
  // What the user changes is told (`tokenChosen`, `settingsChanged`); defaults resolving are not,
  // and a side the user set is no longer the default's to fill.
  const update = (changes: Partial<BridgeValues>) => {
    const before = valuesRef.current
    if ('source' in changes) defaults.forget('source')
    if ('destination' in changes) defaults.forget('destination')
    apply(changes)
    for (const event of changeEvents(before, changes)) emit(event)
  }
  return { values, update, defaultsError: defaults.error }
}
