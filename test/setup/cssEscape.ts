// jsdom has no CSS.escape, which user-event uses to find a native radio's group when an arrow
// key moves between radios. The CSSOM algorithm, for identifiers (https://drafts.csswg.org/cssom/#serialize-an-identifier).
export function cssEscape(value: string): string {
  let result = ''
  for (const [index, char] of [...value].entries()) {
    const code = char.codePointAt(0) ?? 0
    if (code === 0) result += '\uFFFD'
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && value.startsWith('-'))
    )
      result += `\\${code.toString(16)} `
    else if (index === 0 && value === '-') result += '\\-'
    else if (code >= 0x80 || /[-\w]/.test(char)) result += char
    else result += `\\${char}`
  }
  return result
}

if (typeof window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  globalThis.CSS = { ...globalThis.CSS, escape: cssEscape } as typeof CSS
}
