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

/**
 * The two hosts a widget is measured in: one that renders nothing with wagmi (every query hook a
 * widget uses is then its own cost), and one that does what nearly every wagmi app does, a
 * connect button with the account's balance (`useAccount`, `useConnect`, `useDisconnect`,
 * `useBalance`: wagmi 2 and 3 both have them), so TanStack's query observers are the host's.
 */
export const hosts = {
  bare: { label: 'a wagmi host that renders nothing', imports: '', element: 'null' },
  account: {
    label: 'a wagmi host with a connect button and the balance',
    imports: `import { useAccount, useBalance, useConnect, useDisconnect } from 'wagmi'
function Account() {
  const { address, isConnected } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const balance = useBalance({ address })
  if (!isConnected)
    return createElement('button', { onClick: () => connect({ connector: connectors[0] }) }, 'Connect')
  return createElement('button', { onClick: () => disconnect() }, address, ' ', balance.data?.value?.toString())
}`,
    element: 'createElement(Account)',
  },
} as const

export type HostKind = keyof typeof hosts

/** A widget as a host embeds it: its imports and the element it renders. */
export type Embedding = { imports: string; element: string }

/** A host app (React root, TanStack Query, wagmi on two chains) embedding `widget`, or none. */
export function hostApp(kind: HostKind, widget?: Embedding): string {
  const host = hosts[kind]
  return `
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'viem/chains'
${host.imports}
${widget?.imports ?? ''}
const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
createRoot(document.body).render(
  createElement(WagmiProvider, { config },
    createElement(QueryClientProvider, { client: new QueryClient() },
      createElement('main', null, ${host.element}, ${widget?.element ?? 'null'}))),
)
`
}

export const vtkitWidget: Embedding = {
  imports: `import { BridgeWidget, VtkitProvider } from 'vtkit'
import 'vtkit/styles.css'`,
  element: `createElement(VtkitProvider, { config: { baseUrl: '/api' } }, createElement(BridgeWidget))`,
}

/** What embedding costs, everything bundled; `lazyGzip`: of it, what loads later by `import()`. */
export type Cost = { minified: number; gzip: number; lazyGzip: number }
export type Costs = Record<HostKind, Cost>

/** The app's bytes minus the same host's without a widget, everything bundled, in each host. */
export async function costBeyondHosts(root: string, widget: Embedding): Promise<Costs> {
  const costs = {} as Costs
  for (const kind of Object.keys(hosts) as HostKind[]) {
    const app = await measureBundle({
      root: join(root, `app-${kind}`),
      entry: hostApp(kind, widget),
      peers: [],
    })
    const host = await measureBundle({
      root: join(root, `host-${kind}`),
      entry: hostApp(kind),
      peers: [],
    })
    costs[kind] = {
      minified: app.minified - host.minified,
      gzip: app.gzip - host.gzip,
      lazyGzip: app.lazy.gzip - host.lazy.gzip,
    }
  }
  return costs
}

export type Peer = {
  name: string
  folder: string
  dependencies: Record<string, string>
  widget: Embedding
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
    widget: {
      imports: `import { LiFiWidget } from '@lifi/widget'
import { EthereumProvider } from '@lifi/widget-provider-ethereum'`,
      element: `createElement(LiFiWidget, { integrator: 'bench', providers: [EthereumProvider()] })`,
    },
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
    widget: {
      imports: `import { RelayKitProvider, SwapWidget } from '@reservoir0x/relay-kit-ui'
import '@reservoir0x/relay-kit-ui/styles.css'`,
      element: `createElement(RelayKitProvider, { options: { appName: 'bench' } }, createElement(SwapWidget, {}))`,
    },
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

export type PeerResult = { peer: Peer; costs: Costs }

export async function measurePeers(workspace: string): Promise<PeerResult[]> {
  const results: PeerResult[] = []
  for (const peer of peers) {
    const folder = await install(workspace, peer)
    results.push({ peer, costs: await costBeyondHosts(folder, peer.widget) })
  }
  return results
}

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** vtkit's BridgeWidget the same way, from the built package (`npm run build` first). */
export async function measureVtkitBeyondHost(): Promise<Costs> {
  const workspace = join(repo, 'bench/.out/peers-vtkit')
  await installBuiltPackage(repo, workspace)
  return costBeyondHosts(workspace, vtkitWidget)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // VTKIT_PEERS_DIR keeps the installs between runs; by default a fresh temporary folder.
  const workspace = process.env.VTKIT_PEERS_DIR ?? (await mkdtemp(join(tmpdir(), 'vtkit-peers-')))
  const vtkit = await measureVtkitBeyondHost()
  const peerResults = await measurePeers(workspace)
  for (const kind of Object.keys(hosts) as HostKind[]) {
    console.log(`In ${hosts[kind].label}:`)
    const line = (name: string, cost: Cost) =>
      `  ${name}: ${kB(cost.minified)} min, ${kB(cost.gzip)} gzip (${kB(cost.lazyGzip)} of it loaded later)`
    console.log(line('vtkit BridgeWidget with styles.css', vtkit[kind]))
    for (const { peer, costs } of peerResults) {
      const ratio = vtkit[kind].gzip / costs[kind].gzip
      console.log(
        `${line(peer.name, costs[kind])}; vtkit / peer = ${ratio.toFixed(3)} (1/${(1 / ratio).toFixed(1)})`,
      )
    }
  }
}
