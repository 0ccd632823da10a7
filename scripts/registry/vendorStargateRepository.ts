// `npx tsx scripts/registry/vendorStargateRepository.ts <checkout of stargate-protocol/stargate-v2>`:
// rewrites registry/sources/stargate-repository.json from a local clone (any commit): every
// mainnet chain's deployed pools and Hydra OFTs, its chain id, and its config's wired and unwired
// tokens (a chain without a config is shut down). The one source `registry:check` cannot fetch:
// Stargate publishes shutdowns as commits, not in an API.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import type { StargateRepositorySource } from './sources.js'
import { sourceFiles, sourcesDirectory } from './sources.js'

const checkout = process.argv[2]
if (!checkout) {
  console.error('usage: tsx scripts/registry/vendorStargateRepository.ts <stargate-v2 checkout>')
  process.exit(2)
}
const git = (...args: string[]) =>
  execFileSync('git', ['-C', checkout, ...args], { maxBuffer: 1 << 28 }).toString()
const list = (path: string) =>
  git('ls-tree', '--name-only', 'HEAD', `${path}/`)
    .trim()
    .split('\n')
    .map((item) => item.split('/').pop() ?? '')
const show = (path: string) => git('show', `HEAD:${path}`)

const deployments = 'packages/stg-evm-v2/deployments'
const configs = 'packages/stg-evm-v2/devtools/config/mainnet/01/chainsConfig'
const configFiles = new Set(list(configs))

/** The token keys listed under `key:` in a chain config (`tokens`, `unwired_tokens`). */
function tokensUnder(yml: string, key: string): string[] {
  const lines = yml.split('\n')
  const at = lines.findIndex((line) => line.trimEnd() === `${key}:`)
  const found: string[] = []
  for (let index = at + 1; at !== -1 && index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (!/^\s/.test(line)) break
    const token = /^ {2}(\w+):/.exec(line)?.[1]
    if (token) found.push(token)
  }
  return found
}

const chains: StargateRepositorySource['chains'] = {}
for (const folder of list(deployments).filter((name) => name.endsWith('-mainnet'))) {
  const contracts: Record<string, string> = {}
  for (const file of list(`${deployments}/${folder}`)) {
    const name = file.replace(/\.json$/, '')
    if (!/^Stargate(Pool|OFT)/.test(name)) continue
    contracts[name] = (
      JSON.parse(show(`${deployments}/${folder}/${file}`)) as { address: string }
    ).address
  }
  if (Object.keys(contracts).length === 0) continue
  const config = configFiles.has(`${folder}.yml`) ? show(`${configs}/${folder}.yml`) : undefined
  chains[folder.replace(/-mainnet$/, '')] = {
    chainId: Number(show(`${deployments}/${folder}/.chainId`).trim()),
    config: config
      ? {
          tokens: tokensUnder(config, 'tokens'),
          unwiredTokens: tokensUnder(config, 'unwired_tokens'),
        }
      : null,
    contracts,
  }
}
const commit = git('rev-parse', 'HEAD').trim()
const source: StargateRepositorySource = {
  source: {
    description:
      "Stargate V2's deployment artifacts (field `address`, the chain id from `.chainId`) and chain configs (`tokens` are wired, `unwired_tokens` shut down; a chain without a config is shut down)",
    repository: 'stargate-protocol/stargate-v2',
    commit,
    date: git('log', '-1', '--format=%cs', 'HEAD').trim(),
    paths: [
      `${deployments}/<chain>-mainnet/Stargate*.json`,
      `${deployments}/<chain>-mainnet/.chainId`,
      `${configs}/<chain>-mainnet.yml`,
    ],
  },
  chains,
}
writeFileSync(
  `${sourcesDirectory}/${sourceFiles.stargateRepository}`,
  `${JSON.stringify(source, null, 2)}\n`,
)
console.log(`${Object.keys(chains).length} chains from stargate-v2 @ ${commit}`)
