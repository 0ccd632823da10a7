import type { ArgTypes } from '@storybook/react-vite'

// The props tables' types, read from the components' own TypeScript: Storybook's docgen
// (react-docgen) says "union" for a union it cannot follow, and react-docgen-typescript needs
// TypeScript's JS API, which TypeScript 7 no longer has. Read at build time from the source
// (`?raw`), so a table cannot drift from the code.

const memberStart = /^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)(\?)?\s*:/

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/[^\n]*/g, '$1')
}

/** The `{ … }` body of `export type <name> = … { … }`: what is between its braces. */
function bodyOf(source: string, name: string): string | undefined {
  const start = new RegExp(`export type ${name}\\b[^=]*=`).exec(source)
  if (!start) return undefined
  const open = source.indexOf('{', start.index + start[0].length)
  if (open < 0) return undefined
  let depth = 0
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) return source.slice(open + 1, index)
  }
  return undefined
}

/** Each member of a type literal and its type as written, `| undefined` left out. */
export function memberTypes(source: string, typeName: string): Record<string, string> {
  const body = bodyOf(withoutComments(source), typeName)
  if (body === undefined) throw new Error(`no \`export type ${typeName} = { … }\` in the source`)
  const members: Record<string, string> = {}
  let rest = body
  while (rest.trim() !== '') {
    const start = memberStart.exec(rest)
    if (!start?.[1]) break
    let depth = 0
    let index = start[0].length
    for (; index < rest.length; index++) {
      const char = rest[index] as string
      if (char === '=' && rest[index + 1] === '>') {
        index++
        continue
      }
      if ('{([<'.includes(char)) depth++
      else if ('})]>'.includes(char)) depth--
      else if (depth === 0 && (char === ';' || char === ',')) break
      else if (depth === 0 && char === '\n' && memberStart.test(rest.slice(index + 1))) break
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
