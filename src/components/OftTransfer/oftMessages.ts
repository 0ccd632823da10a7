import { useMemo } from 'react'
import { defaultMessages } from '../../locales/en/messages.js'
import { type OftMessages, oftDefaultMessages } from '../../locales/en/oftMessages.js'
import { useLocaleMessages } from '../ui.js'

/** The texts of an OftTransfer: English or the language `locale` names, with the host's overrides. */
export function useOftMessages(
  overrides: Partial<OftMessages> | undefined,
  locale: string | undefined,
): OftMessages {
  const pack = useLocaleMessages(locale)
  return useMemo(
    () => ({ ...defaultMessages, ...oftDefaultMessages, ...pack, ...overrides }),
    [overrides, pack],
  )
}
