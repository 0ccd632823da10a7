import { formatAmount } from '../core/amounts.js'

/** The locale's decimal and grouping marks, as `Intl` writes 12,345.6 there. */
export function numberSeparators(locale: string | undefined): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

// Spaces of every width and apostrophes group digits in some locales ("1 234,5", "1’234.5"),
// and so does the Arabic thousands separator "٬" (Persian, Pashto, Egyptian Arabic).
const groupingMarks = /[\s\u00a0\u202f'’\u066c]/g
/** The Arabic decimal separator "٫", read as "." (asked about where "." is not the decimal mark). */
const ARABIC_DECIMAL = '\u066b'

/**
 * Persian ("۱۲۳") and Arabic-Indic ("١٢٣") digits as ASCII, and the Arabic decimal separator as
 * ".": what a Persian or Arabic keyboard types, and what `Intl` writes in those languages.
 */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replaceAll(ARABIC_DECIMAL, '.')
}

/** How a typed amount reads: one plain decimal ("1234.5"), two readings, or none. */
export type AmountReading =
  | { value: string }
  | { ambiguous: { decimal: string; whole: string } }
  | undefined

/**
 * A typed amount as a plain decimal ("1234.5"), read the way the locale writes numbers, or
 * undefined when it is not a number or could be read two ways. Both "." and "," are taken as the
 * decimal mark where nothing else can be meant ("0.5" in German, "0,5" in English), and as
 * grouping where they repeat or the other mark follows ("1.234.567", "1.234,5"). A lone mark
 * that is not the locale's decimal one, followed by exactly three digits ("1.500" in German,
 * "1,250" in English), is read neither way: it is said back with both readings
 * (`readLocaleAmountDetailed`), never guessed, since one reading is 1000 times the other.
 */
export function readLocaleAmount(text: string, locale: string | undefined): string | undefined {
  const reading = readLocaleAmountDetailed(text, locale)
  return reading && 'value' in reading ? reading.value : undefined
}

export function readLocaleAmountDetailed(text: string, locale: string | undefined): AmountReading {
  const trimmed = asciiDigits(text.trim())
  // "٬" and "٫" are neighbours on a Persian keyboard and look alike: a lone "٬" before exactly
  // three digits may be either, one reading 1000 times the other, so it is asked about.
  const lone = /^([1-9]\d{0,2})\u066c(\d{3})$/.exec(trimmed)
  if (lone)
    return {
      ambiguous: {
        decimal: `${lone[1]}${numberSeparators(locale).decimal}${lone[2]}`,
        whole: `${lone[1]}${lone[2]}`,
      },
    }
  // Spaces and apostrophes only between groups of three digits, never inside a number ("1 5").
  if (
    /[\s\u00a0\u202f'’\u066c]/.test(trimmed) &&
    !/^\d{1,3}(?:[\s\u00a0\u202f'’\u066c]\d{3})+(?:[.,]\d*)?$/.test(trimmed)
  )
    return undefined
  const compact = trimmed.replace(groupingMarks, '')
  if (!/^[\d.,]*$/.test(compact) || !/\d/.test(compact)) return undefined
  const marks = compact.replace(/\d/g, '')
  if (marks === '') return { value: compact }
  const last = marks.at(-1) as '.' | ','
  const other = last === '.' ? ',' : '.'
  const lastCount = marks.split(last).length - 1
  if (marks.includes(other)) {
    // "1.234,5" / "1,234.5": the last mark is the decimal one, the other groups before it.
    if (lastCount > 1 || marks.lastIndexOf(other) > marks.indexOf(last)) return undefined
    return grouped(compact.split(last)[0] ?? '', other)
      ? { value: plain(compact, other, last) }
      : undefined
  }
  if (lastCount > 1)
    return grouped(compact, last) ? { value: compact.replaceAll(last, '') } : undefined
  const [whole = '', fraction = ''] = compact.split(last)
  // The locale's own decimal mark is one there ("1,234" in German, what MAX writes); another
  // mark before exactly three digits could be grouping.
  const decimal = numberSeparators(locale).decimal
  const separator = decimal === ARABIC_DECIMAL ? '.' : decimal
  if (last !== separator && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction))
    return {
      ambiguous: { decimal: `${whole}${separator}${fraction}`, whole: `${whole}${fraction}` },
    }
  return { value: `${whole}.${fraction}` }
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

/**
 * What an amount field keeps of a keystroke: a letter or a sign typed is left out. Pasted text
 * (more than one character at once) is kept as it is, to be said unreadable rather than changed
 * into another number ("1e-6" is not 16).
 */
export function amountKeystrokes(next: string, previous = ''): string {
  return next.length > previous.length + 1
    ? next
    : next.replace(/[^\d.,\s\u00a0\u202f'’\u0660-\u066c\u06f0-\u06f9]/g, '')
}

/** Whether the digits before the decimal mark are grouped by threes with `mark` ("1.234.567"). */
function grouped(whole: string, mark: string): boolean {
  const [first = '', ...rest] = whole.split(mark)
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group))
}

function plain(text: string, group: string, decimal: string): string {
  return text.replaceAll(group, '').replace(decimal, '.')
}
