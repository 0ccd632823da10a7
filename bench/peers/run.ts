// `npm run bench:peers` (not in CI: it installs from the registry): the same small host app (React,
// TanStack Query, wagmi with two chains) embedding vtkit's BridgeWidget or a bridge widget people
// use today, everything bundled, minus the same host without a widget: what embedding costs,
// including any chain lists or wallet code a widget pulls in from the host's own packages.
// LI.FI needs React 19 and wagmi 3, Relay React 18 and wagmi 2: each is measured in a host of its
// own, vtkit in the React 19 + wagmi 3 host of this repository. Prints the ratio vtkit / peer.

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installBuiltPackage } from '../bundle/install.js'
import { measureBundle } from '../bundle/measure.js'
import { kB } from '../bundle/run.js'

/** A host app: React root, TanStack Query, wagmi on two chains; `widget` null for the baseline. */
export function hostApp(imports: string, widget: string): string {
  return `
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'viem/chains'
${imports}
const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
createRoot(document.body).render(
  createElement(WagmiProvider, { config },
    createElement(QueryClientProvider, { client: new QueryClient() }, ${widget})),
)
`
}

const baseline = hostApp('', 'null')

export const vtkitApp = hostApp(
  `import { BridgeWidget, VtkitProvider } from 'vtkit'
import 'vtkit/styles.css'`,
  `createElement(VtkitProvider, { config: { baseUrl: '/api' } }, createElement(BridgeWidget))`,
)

export type Cost = { minified: number; gzip: number }

/** The app's bytes minus the same host's without a widget, everything bundled. */
export async function costBeyondHost(root: string, entry: string): Promise<Cost> {
  const [app, host] = [
    await measureBundle({ root: join(root, 'app'), entry, peers: [] }),
    await measureBundle({ root: join(root, 'host'), entry: baseline, peers: [] }),
  ]
  return { minified: app.minified - host.minified, gzip: app.gzip - host.gzip }
}

export type Peer = {
  name: string
  folder: string
  dependencies: Record<string, string>
  entry: string
}

export const peers: Peer[] = [
  {
    name: '@lifi/widget 4.5.0 with @lifi/widget-provider-ethereum',
    folder: 'lifi',
    dependencies: {
      '@lifi/widget': '4.5.0',
      '@lifi/widget-provider-ethereum': '4.1.3',
      '@tanstack/react-query': '^5.90.0',
      '@wagmi/core': '^3.5.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      viem: '^2.40.0',
      wagmi: '^3.6.16',
    },
    entry: hostApp(
      `import { LiFiWidget } from '@lifi/widget'
import { EthereumProvider } from '@lifi/widget-provider-ethereum'`,
      `createElement(LiFiWidget, { integrator: 'bench', providers: [EthereumProvider()] })`,
    ),
  },
  {
    name: '@reservoir0x/relay-kit-ui 2.17.2 SwapWidget with its styles.css',
    folder: 'relay',
    dependencies: {
      '@reservoir0x/relay-kit-ui': '2.17.2',
      '@tanstack/react-query': '^5.0.0',
      react: '^18.3.1',
      'react-dom': '^18.3.1',
      viem: '^2.40.0',
      wagmi: '^2.15.6',
    },
    entry: hostApp(
      `import { RelayKitProvider, SwapWidget } from '@reservoir0x/relay-kit-ui'
import '@reservoir0x/relay-kit-ui/styles.css'`,
      `createElement(RelayKitProvider, { options: { appName: 'bench' } }, createElement(SwapWidget, {}))`,
    ),
  },
]

async function install(workspace: string, peer: Peer): Promise<string> {
  const folder = join(workspace, peer.folder)
  if (existsSync(join(folder, 'node_modules'))) return folder
  await mkdir(folder, { recursive: true })
  const packageJson = {
    name: `${peer.folder}-bench`,
    private: true,
    dependencies: peer.dependencies,
  }
  await writeFile(join(folder, 'package.json'), JSON.stringify(packageJson, null, 2))
  console.log(`installing ${peer.name} in ${folder}…`)
  // Their own peers (wallet SDKs, onramps) are not installed: the app does not use them.
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts'],
    { cwd: folder, stdio: 'inherit' },
  )
  return folder
}

export type PeerResult = { peer: Peer; cost: Cost }

export async function measurePeers(workspace: string): Promise<PeerResult[]> {
  const results: PeerResult[] = []
  for (const peer of peers) {
    const folder = await install(workspace, peer)
    results.push({ peer, cost: await costBeyondHost(folder, peer.entry) })
  }
  return results
}

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** vtkit's BridgeWidget the same way, from the built package (`npm run build` first). */
export async function measureVtkitBeyondHost(): Promise<Cost> {
  const workspace = join(repo, 'bench/.out/peers-vtkit')
  await installBuiltPackage(repo, workspace)
  return costBeyondHost(workspace, vtkitApp)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // VTKIT_PEERS_DIR keeps the installs between runs; by default a fresh temporary folder.
  const workspace = process.env.VTKIT_PEERS_DIR ?? (await mkdtemp(join(tmpdir(), 'vtkit-peers-')))
  const vtkit = await measureVtkitBeyondHost()
  const line = (name: string, cost: Cost) =>
    `${name}: ${kB(cost.minified)} min, ${kB(cost.gzip)} gzip`
  console.log(line('vtkit BridgeWidget with styles.css', vtkit))
  for (const { peer, cost } of await measurePeers(workspace)) {
    const ratio = vtkit.gzip / cost.gzip
    console.log(
      `${line(peer.name, cost)}; vtkit / peer = ${ratio.toFixed(3)} (1/${(1 / ratio).toFixed(1)})`,
    )
  }
}
