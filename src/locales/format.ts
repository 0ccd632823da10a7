import { statusLabel } from '../core/labels.js'
import type { Messages } from './en/messages.js'

// Filling a message: placeholders, ICU plurals in the locale's categories, a status in words.

/** A `/status` value in the messages' words ("In transit" for `PROCESSING`). */
export function statusText(messages: Messages, status: string | undefined): string {
  const key = `status_${status ?? 'UNKNOWN'}`
  return key in messages ? messages[key as keyof Messages] : statusLabel(status)
}

/** A message with its `{placeholders}` filled. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
  locale?: string,
): string {
  return template
    .replace(pluralPattern, (whole, name: string, branches: string) => {
      const count = values[name]
      if (typeof count !== 'number') return whole
      const forms = pluralForms(branches)
      const form = forms[`=${count}`] ?? forms[pluralRules(locale).select(count)] ?? forms.other
      return form === undefined ? whole : form.replace(/#/g, formatCount(count, locale))
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * `{count, plural, one {# route} other {# routes on {chain}}}`: the ICU plural, its branches
 * holding text, `#` and plain placeholders (filled after).
 */
const pluralPattern = /\{\s*(\w+)\s*,\s*plural\s*,((?:\s*=?\w+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g

/** The forms of a plural by category (`one`, `few`, `other`, or an exact `=0`). */
export function pluralForms(branches: string): Record<string, string> {
  const forms: Record<string, string> = {}
  for (const [, category, text] of branches.matchAll(/\s*(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g))
    if (category !== undefined && text !== undefined) forms[category] = text
  return forms
}

const pluralRules = (locale: string | undefined) => {
  try {
    return new Intl.PluralRules(locale)
  } catch {
    return new Intl.PluralRules('en')
  }
}

const formatCount = (count: number, locale: string | undefined) => {
  try {
    return count.toLocaleString(locale)
  } catch {
    return String(count)
  }
}
