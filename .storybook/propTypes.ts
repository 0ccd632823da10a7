import type { ArgTypes } from '@storybook/react-vite'

// The props tables' types, read from the components' own TypeScript: Storybook's docgen
// (react-docgen) says "union" for a union it cannot follow, and react-docgen-typescript needs
// TypeScript's JS API, which TypeScript 7 no longer has. Read at build time from the source
// (`?raw`), so a table cannot drift from the code; what it cannot read, it refuses.

const memberStart = /^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)(\?)?\s*:/

/** Where the string that opens at `start` closes (its quote), escapes skipped. */
function endOfString(text: string, start: number): number {
  const quote = text[start]
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '\\') index++
    else if (text[index] === quote) return index
  }
  return text.length - 1
}

/** The text without its comments; a `//` or `/*` inside quotes is text, and stays. */
function withoutComments(source: string): string {
  let text = ''
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string
    const next = source[index + 1]
    if (char === "'" || char === '"' || char === '`') {
      const end = endOfString(source, index)
      text += source.slice(index, end + 1)
      index = end
    } else if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index)
      index = (end < 0 ? source.length : end) - 1
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2)
      index = end < 0 ? source.length : end + 1
    } else text += char
  }
  return text
}

/** The `{ … }` body of `export type <name> = … & { … }`: what is between its braces. */
function bodyOf(source: string, name: string): string {
  const start = new RegExp(`export type ${name}\\b[^=]*=`).exec(source)
  if (!start) throw new Error(`no \`export type ${name}\` in the source`)
  const open = source.indexOf('{', start.index + start[0].length)
  const between = source.slice(start.index + start[0].length, open)
  // The statement ended before any brace (an alias of another type): not one to read.
  if (open < 0 || /\n\s*\n|\nexport |;/.test(between))
    throw new Error(`\`export type ${name}\` has no type literal of its own`)
  let depth = 0
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (char === "'" || char === '"' || char === '`') index = endOfString(source, index)
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return source.slice(open + 1, index)
  }
  throw new Error(`\`export type ${name}\`'s braces do not close`)
}

/** Each member of a type literal and its type as written, `| undefined` left out. */
export function memberTypes(source: string, typeName: string): Record<string, string> {
  const body = bodyOf(withoutComments(source), typeName)
  const members: Record<string, string> = {}
  let rest = body
  while (rest.trim() !== '') {
    const start = memberStart.exec(rest)
    if (!start?.[1])
      throw new Error(`a member of ${typeName} is not \`name: type\`: ${rest.trim().slice(0, 40)}`)
    let depth = 0
    let index = start[0].length
    for (; index < rest.length; index++) {
      const char = rest[index] as string
      if (char === "'" || char === '"' || char === '`') index = endOfString(rest, index)
      else if (char === '=' && rest[index + 1] === '>') index++
      else if ('{([<'.includes(char)) depth++
      else if ('})]>'.includes(char)) depth--
      else if (depth === 0 && (char === ';' || char === ',')) break
      else if (depth === 0 && char === '\n') {
        const line = rest.slice(index + 1)
        if (memberStart.test(line) || line.trim() === '') break
        // A type goes on over lines only as a union, an intersection or a condition.
        if (!/^\s*[|&?:]/.test(line))
          throw new Error(
            `a member of ${typeName} is not \`name: type\`: ${line.trim().slice(0, 40)}`,
          )
      }
    }
    members[start[1]] = rest
      .slice(start[0].length, index)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\| /, '')
      .replace(/ \| undefined$/, '')
    rest = rest.slice(index + 1)
  }
  return members
}

/**
 * Storybook `argTypes` that give each prop its type as the source writes it, merged with a
 * story's own (a control) for the same prop.
 */
export function typedArgTypes(
  types: Record<string, string>,
  own: Partial<ArgTypes> = {},
): Partial<ArgTypes> {
  return Object.fromEntries(
    Object.entries(types).map(([name, summary]) => [
      name,
      { ...own[name], table: { ...own[name]?.table, type: { summary } } },
    ]),
  )
}
