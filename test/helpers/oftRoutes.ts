import type { OftDeployment, OftTransferRequest } from '../../src/exports/core.js'
import { sharedCatalog, wallets } from './simulatorServer.js'

/** An OFT in the shared catalog with a source deployment of `type` (on EVM) and another deployment to send to. */
export function oftRouteFor(type: OftDeployment['type'], dstChainType: 'EVM' | 'SOLANA' = 'EVM') {
  for (const [symbol, [entry]] of Object.entries(sharedCatalog.ofts)) {
    const deployments = Object.entries(entry?.deployments ?? {})
    const source = deployments.find(
      ([chain, deployment]) =>
        deployment.type === type && sharedCatalog.chain(chain)?.chainType === 'EVM',
    )
    const destination = deployments.find(
      ([chain]) => chain !== source?.[0] && sharedCatalog.chain(chain)?.chainType === dstChainType,
    )
    if (source && destination && entry) return { symbol, entry, source, destination }
  }
  throw new Error(`no ${type} deployment with a ${dstChainType} destination`)
}

/** A complete `/transfer` request for that route: 1 token (18 decimals) to a wallet of the destination's type. */
export function oftTransferRequestFor(
  type: OftDeployment['type'],
  dstChainType: 'EVM' | 'SOLANA' = 'EVM',
): OftTransferRequest {
  const { source, destination } = oftRouteFor(type, dstChainType)
  return {
    srcChainName: source[0],
    dstChainName: destination[0],
    oftAddress: source[1].address,
    amount: '1000000000000000000',
    from: wallets.evm,
    to: dstChainType === 'EVM' ? wallets.evm2 : wallets.solana,
  }
}
