import { formatAmount } from '../core/amounts.js'

/** The locale's decimal and grouping marks, as `Intl` writes 12,345.6 there. */
export function numberSeparators(locale: string | undefined): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

// Spaces of every width and apostrophes group digits in some locales ("1 234,5", "1’234.5").
const groupingMarks = /[\s\u00a0\u202f'’]/g

/**
 * A typed amount as a plain decimal ("1234.5"), read the way the locale writes numbers, or
 * undefined when it is not a number. Both "." and "," are taken as the decimal mark, so that
 * "0.5" reads as a half in German as "0,5" does in English: a mark is grouping only where it
 * cannot be the decimal one (the other mark follows it, it repeats) or where the locale groups
 * with it and three digits follow it alone ("1,500" in English, "1.500" in German, as written
 * there). Every text has one reading, and the field's figures show it back in the locale's form.
 */
export function readLocaleAmount(text: string, locale: string | undefined): string | undefined {
  const compact = text.replace(groupingMarks, '')
  if (!/^[\d.,]*$/.test(compact) || !/\d/.test(compact)) return undefined
  const marks = compact.replace(/\d/g, '')
  if (marks === '') return compact
  const last = marks.at(-1) as '.' | ','
  const other = last === '.' ? ',' : '.'
  const lastCount = marks.split(last).length - 1
  if (marks.includes(other)) {
    // "1.234,5" / "1,234.5": the last mark is the decimal one, the other groups before it.
    if (lastCount > 1 || marks.lastIndexOf(other) > marks.indexOf(last)) return undefined
    return grouped(compact.split(last)[0] ?? '', other) ? plain(compact, other, last) : undefined
  }
  if (lastCount > 1) return grouped(compact, last) ? compact.replaceAll(last, '') : undefined
  const { decimal, group } = numberSeparators(locale)
  const [whole = '', fraction = ''] = compact.split(last)
  const groupsHere = last === group && last !== decimal
  return groupsHere && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction)
    ? `${whole}${fraction}`
    : `${whole}.${fraction}`
}

/** A plain decimal ("1234.5") as the field shows it in the locale ("1234,5"), never grouped. */
export function toLocaleAmountText(value: string, locale: string | undefined): string {
  return value.replace('.', numberSeparators(locale).decimal)
}

/** Smallest units as an amount field writes them in the locale (MAX, "use 1,25"): exact, ungrouped. */
export function formatAmountText(
  value: bigint | string,
  decimals: number,
  locale: string | undefined,
): string {
  return toLocaleAmountText(formatAmount(value, decimals), locale)
}

/** What an amount field keeps of what was typed or pasted: digits, marks and spaces. */
export function amountKeystrokes(text: string): string {
  return text.replace(/[^\d.,\s\u00a0\u202f'’]/g, '')
}

/** Whether the digits before the decimal mark are grouped by threes with `mark` ("1.234.567"). */
function grouped(whole: string, mark: string): boolean {
  const [first = '', ...rest] = whole.split(mark)
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group))
}

function plain(text: string, group: string, decimal: string): string {
  return text.replaceAll(group, '').replace(decimal, '.')
}
