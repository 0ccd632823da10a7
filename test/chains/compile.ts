import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import solc from 'solc'

export type Artifact = { abi: unknown[]; bytecode: `0x${string}` }

// A run compiles the same sources several times (the run's chains, `npm start`'s in the demo's
// tests, a file's private chain): ~9 s of one core each. The output is kept by what it is made of
// (the sources, the settings, the compiler's version) and read back while that is unchanged.
const cacheFolder = new URL('../../node_modules/.cache/vtkit-contracts/', import.meta.url)

/** Compiles the test contracts with solc-js (WebAssembly: no compiler download). */
export async function compileContracts(): Promise<Record<string, Artifact>> {
  const folder = new URL('./contracts/', import.meta.url)
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sol')).sort()
  const sources = Object.fromEntries(
    await Promise.all(
      files.map(async (name) => [name, { content: await readFile(new URL(name, folder), 'utf8') }]),
    ),
  )
  const input = JSON.stringify({
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex')
  const cached = new URL(`${key}.json`, cacheFolder)
  const kept = await readFile(cached, 'utf8').catch(() => undefined)
  if (kept) return JSON.parse(kept) as Record<string, Artifact>

  const artifacts = compile(input)
  await mkdir(cacheFolder, { recursive: true })
  // Written whole, then renamed: a process reading at the same time sees all of it or nothing.
  const partial = new URL(`${key}.${process.pid}.partial`, cacheFolder)
  await writeFile(partial, JSON.stringify(artifacts))
  await rename(partial, cached)
  return artifacts
}

function compile(input: string): Record<string, Artifact> {
  const output = JSON.parse(solc.compile(input)) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<
      string,
      Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
    >
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifacts: Record<string, Artifact> = {}
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return artifacts
}
