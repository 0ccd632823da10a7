// Builds one small app with Vite the way a host app would (minified, tree-shaken) and returns the
// bytes it pays beyond its host peers, which stay external: the host has them anyway.

import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

// @wagmi/core is part of wagmi (wagmi re-exports it): a host with wagmi has it.
export const hostPeers = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'wagmi',
  '@wagmi/core',
  'viem',
]

export interface BundleSize {
  /** Everything the app's build emits (what bench:peers compares with other widgets). */
  minified: number
  gzip: number
  /**
   * Of that, the chunks loaded only by a dynamic `import()` (vtkit's step checks and its registry
   * of production contracts, loaded once a route is checked): what the page does not load to
   * show itself.
   */
  lazy: { minified: number; gzip: number; files: string[]; gzipByFile: Map<string, number> }
  /** Bytes before minifying, per package and per vtkit module: for finding what to cut. */
  packages: Map<string, number>
  modules: Map<string, number>
  /** The vtkit modules in each output file (which chunk holds what). */
  modulesByFile: Map<string, string[]>
  files: string[]
  /** What the app's output still imports from its host: the peers, by their import paths. */
  peerImports: Set<string>
  /** The output's JavaScript, for checks of what it contains. */
  code: string
}

export interface MeasureOptions {
  /** Folder to build in; its node_modules (or a parent's) resolves the imports. */
  root: string
  entry: string
  alias?: Record<string, string>
  peers?: string[]
}

const isPeer = (peers: string[]) => (id: string) =>
  peers.some((name) => id === name || id.startsWith(`${name}/`))

export async function measureBundle(options: MeasureOptions): Promise<BundleSize> {
  const outDir = join(options.root, 'dist')
  await mkdir(options.root, { recursive: true })
  const entryFile = join(options.root, 'main.tsx')
  await writeFile(entryFile, options.entry)
  const result = await build({
    root: options.root,
    configFile: false,
    logLevel: 'silent',
    // A production build whatever NODE_ENV the caller runs under (Vitest sets "test").
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: options.alias ?? {} },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      write: false,
      cssCodeSplit: false,
      rollupOptions: {
        input: entryFile,
        external: isPeer(options.peers ?? hostPeers),
        // As Vite builds an app (its default is `false`): code the page and a lazy chunk share
        // may live in the entry's chunk. 'strict' split it into chunks of its own, which a real
        // app does not pay (1.3 kB more measured on the widget's page); the entry's own exports
        // are kept, or the core scenarios would tree-shake to nothing.
        preserveEntrySignatures: 'allow-extension',
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const size: BundleSize = {
    minified: 0,
    gzip: 0,
    lazy: { minified: 0, gzip: 0, files: [], gzipByFile: new Map() },
    packages: new Map(),
    modules: new Map(),
    modulesByFile: new Map(),
    files: [],
    peerImports: new Set(),
    code: '',
  }
  // What the page loads before it shows anything: the entry and what it imports, statically and
  // on; the rest (dynamic entries and the chunks only they import) loads later.
  const chunks = outputs.flatMap((output) =>
    output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
  )
  const staticallyLoaded = new Set<string>()
  const visit = (fileName: string) => {
    if (staticallyLoaded.has(fileName)) return
    staticallyLoaded.add(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  for (const output of outputs) {
    for (const file of output.output) {
      const code = file.type === 'chunk' ? file.code : file.source
      if (!/\.(js|css)$/.test(file.fileName)) continue
      const bytes = Buffer.from(code)
      const gzip = gzipSync(bytes, { level: 9 }).length
      size.minified += bytes.length
      size.gzip += gzip
      size.files.push(file.fileName)
      if (file.type === 'chunk' && !staticallyLoaded.has(file.fileName)) {
        size.lazy.minified += bytes.length
        size.lazy.gzip += gzip
        size.lazy.files.push(file.fileName)
        size.lazy.gzipByFile.set(file.fileName, gzip)
      }
      if (file.type !== 'chunk') continue
      addModules(size, file)
      size.code += file.code
      for (const id of file.imports)
        if (!id.startsWith('.') && !chunks.some((chunk) => chunk.fileName === id))
          size.peerImports.add(id)
    }
  }
  await rm(outDir, { recursive: true, force: true })
  return size
}

function addModules(size: BundleSize, chunk: Rolldown.OutputChunk) {
  const inFile: string[] = []
  for (const [id, module] of Object.entries(chunk.modules)) {
    const name = packageOf(id)
    size.packages.set(name, (size.packages.get(name) ?? 0) + module.renderedLength)
    const vtkitPath = name === 'vtkit' ? /\/dist\/(.*)$/.exec(id)?.[1] : undefined
    if (vtkitPath) size.modules.set(vtkitPath, module.renderedLength)
    if (vtkitPath && module.renderedLength > 0) inFile.push(vtkitPath)
  }
  size.modulesByFile.set(chunk.fileName, inFile)
}

function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'))
  if (match?.[1]) return match[1]
  return id.includes('/dist/') ? 'vtkit' : 'app'
}
