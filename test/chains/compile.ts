import { readdir, readFile } from 'node:fs/promises'
import solc from 'solc'

export type Artifact = { abi: unknown[]; bytecode: `0x${string}` }

/** Compiles the test contracts with solc-js (WebAssembly: no compiler download). */
export async function compileContracts(): Promise<Record<string, Artifact>> {
  const folder = new URL('./contracts/', import.meta.url)
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sol'))
  const sources = Object.fromEntries(
    await Promise.all(
      files.map(async (name) => [name, { content: await readFile(new URL(name, folder), 'utf8') }]),
    ),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
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
