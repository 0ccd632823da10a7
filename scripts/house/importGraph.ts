import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync } from 'oxc-parser'

/** One arrow of the house: `from` takes `names` from `to` (type-only imports count: a circle of
 *  types is still a circle a reader must hold in their head). */
export interface ImportArrow {
  from: string
  to: string
  names: string[]
}

export interface ImportCycle {
  files: string[]
  arrows: ImportArrow[]
}

const sourceExtensions = ['.ts', '.tsx']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return sourceExtensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts')
      ? [path]
      : []
  })
}

export function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '')
  const candidates = [
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
  ]
  return candidates.find((candidate) => existsSync(candidate))
}

type ImportName = { kind: string; name: string | null }

function nameOf(importName: ImportName): string {
  if (importName.kind === 'Name' && importName.name !== null) return importName.name
  return importName.kind === 'Default' ? 'default' : '*'
}

type ModuleLink = { specifier: string; names: string[] }

/** Every static import and re-export of one file: what it names and from where. */
function moduleLinks(file: string): ModuleLink[] {
  const { module } = parseSync(file, readFileSync(file, 'utf8'))
  return [
    ...module.staticImports.map((item) => ({
      specifier: item.moduleRequest.value,
      names: item.entries.map((entry) => nameOf(entry.importName)),
    })),
    ...module.staticExports.flatMap((item) =>
      item.entries.flatMap((entry) =>
        entry.moduleRequest
          ? [{ specifier: entry.moduleRequest.value, names: [nameOf(entry.importName)] }]
          : [],
      ),
    ),
  ]
}

/** The static imports and re-exports between the source files under `folders` (dynamic
 *  `import()` is a chunk loaded later, not an arrow a reader follows). */
export function importArrows(root: string, folders: string[]): ImportArrow[] {
  return folders
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .flatMap((file) => {
      const arrows = new Map<string, ImportArrow>()
      for (const link of moduleLinks(file)) {
        const target = resolveImport(file, link.specifier)
        if (target === undefined) continue
        const arrow = arrows.get(target) ?? {
          from: relative(root, file),
          to: relative(root, target),
          names: [],
        }
        arrow.names.push(...link.names)
        arrows.set(target, arrow)
      }
      return [...arrows.values()]
    })
}

/** The packages each source file under `folders` imports statically (`react`, `wagmi/actions`). */
export function packageImports(
  root: string,
  folders: string[],
): { from: string; package: string }[] {
  return folders
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .flatMap((file) =>
      moduleLinks(file)
        .filter((link) => !link.specifier.startsWith('.'))
        .map((link) => ({ from: relative(root, file), package: link.specifier })),
    )
}

/** Every circle of arrows (strongly connected files, Tarjan's algorithm), with the arrows that
 *  tie it and the names each carries. */
export function importCycles(arrows: ImportArrow[]): ImportCycle[] {
  const next = new Map<string, string[]>()
  for (const arrow of arrows) next.set(arrow.from, [...(next.get(arrow.from) ?? []), arrow.to])
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: ImportCycle[] = []
  let counter = 0

  const visit = (file: string): void => {
    index.set(file, counter)
    lowest.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0))
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (lowest.get(file) !== index.get(file)) return
    const members: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      members.push(member)
    } while (member !== file)
    const selfImport = arrows.some((arrow) => arrow.from === file && arrow.to === file)
    if (members.length < 2 && !selfImport) return
    const inside = new Set(members)
    cycles.push({
      files: members.sort(),
      arrows: arrows.filter((arrow) => inside.has(arrow.from) && inside.has(arrow.to)),
    })
  }

  for (const file of next.keys()) if (!index.has(file)) visit(file)
  return cycles
}

export function describeCycle(cycle: ImportCycle): string {
  const lines = cycle.arrows.map(
    (arrow) => `  ${arrow.from} -> ${arrow.to}: ${arrow.names.join(', ')}`,
  )
  return [`${cycle.files.length} files: ${cycle.files.join(', ')}`, ...lines].join('\n')
}
