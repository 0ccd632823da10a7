import { type ContractRegistry, createContractRegistry } from './contractRegistry.js'

let loading: Promise<ContractRegistry | undefined> | undefined

/**
 * What vtkit knows of production (registry/README.md says where it comes from), loaded on first
 * use: its data is a module of its own, so an app pays for it only once it verifies a transfer.
 * Resolves undefined when that module cannot be loaded (a lost connection): every contract is
 * then unknown, which warns more and refuses nothing less; the next call tries again.
 */
export function loadProductionRegistry(): Promise<ContractRegistry | undefined> {
  loading ??= import('./productionContracts.js').then(
    ({ productionContracts }) => createContractRegistry(productionContracts),
    () => {
      loading = undefined
      return undefined
    },
  )
  return loading
}
