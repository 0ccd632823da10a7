import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }

const entries = {
  index: 'src/exports/index.ts',
  core: 'src/exports/core.ts',
  solana: 'src/exports/solana.ts',
  testing: 'src/exports/testing.ts',
  'testing-msw': 'src/exports/testing-msw.ts',
  'testing-server': 'src/exports/testing-server.ts',
  server: 'src/exports/server.ts',
  internal: 'src/exports/internal.ts',
  // One module per language (`vtkit/locales/de`, its file named by its tag): an app bundles only
  // the languages it imports. English is built in (`src/locales/en/`).
  ...Object.fromEntries(
    readdirSync('src/locales')
      .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.ts$/.test(file))
      .map((file) => [`locales/${file.replace(/\.ts$/, '')}`, `src/locales/${file}`]),
  ),
}

/**
 * Imports that make a module a client module for React Server Components: React state, context
 * and the hooks built on them. Such modules get `'use client'`; vtkit/core, the query option
 * builders and vtkit/server never do, so a server component can prefetch with them.
 */
const clientImports = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'wagmi',
  '@solana/wallet-adapter-react',
  'radix-ui',
])

// Dependencies and peers stay imports: the host's bundler dedupes and tree-shakes them.
const { dependencies = {} } = packageJson as { dependencies?: Record<string, string> }
const external = [
  ...Object.keys(dependencies),
  ...Object.keys(packageJson.peerDependencies),
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
]

export default defineConfig({
  build: {
    lib: { entry: entries, formats: ['es'] },
    target: 'es2022',
    // Published unminified with source maps: readable in node_modules; the host's bundler minifies.
    minify: false,
    sourcemap: true,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // One file per source module: a host's bundler then drops whole modules the app never
      // imports (package.json marks them free of side effects), which one flat file would defeat.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // Directives in sources are dropped by the bundler; the built module gets it instead.
        banner: (chunk) =>
          chunk.imports.some((id) => clientImports.has(id)) ? "'use client';" : '',
      },
    },
  },
})
