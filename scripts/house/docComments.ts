import { readFileSync } from 'node:fs'
import { parseSync } from 'oxc-parser'
import { resolveImport } from './importGraph.js'

/** Where an exported name is declared: its file, and where the statement that declares it starts. */
export type Declaration = { file: string; start: number; text: string }

/**
 * Follows `name` from a module through its re-exports (named, `export *`, and imports exported
 * again) to the statement that declares it; undefined when it cannot be found.
 */
export function declarationOf(file: string, name: string, depth = 0): Declaration | undefined {
  if (depth > 10) return undefined
  const text = readFileSync(file, 'utf8')
  const { module } = parseSync(file, text)
  const follow = (specifier: string, imported: string) => {
    const target = resolveImport(file, specifier)
    return target ? declarationOf(target, imported, depth + 1) : undefined
  }
  for (const item of module.staticExports)
    for (const entry of item.entries) {
      if (entry.exportName.name !== name) continue
      if (entry.moduleRequest)
        return follow(entry.moduleRequest.value, entry.importName.name ?? name)
      const local = entry.localName.name ?? name
      for (const imported of module.staticImports)
        for (const binding of imported.entries)
          if (binding.localName.value === local)
            return follow(imported.moduleRequest.value, binding.importName.name ?? local)
      return { file, start: item.start, text }
    }
  for (const item of module.staticExports)
    for (const entry of item.entries)
      if (entry.moduleRequest && entry.exportName.kind !== 'Name') {
        const found = follow(entry.moduleRequest.value, name)
        if (found) return found
      }
  return undefined
}

/** Whether a `/** … *\/` comment stands right before the declaration (what an editor shows). */
export function hasDocComment({ text, start }: Declaration): boolean {
  const before = text.slice(0, start).trimEnd()
  return (
    before.endsWith('*/') && before.lastIndexOf('/**') > before.lastIndexOf('*/', before.length - 3)
  )
}
