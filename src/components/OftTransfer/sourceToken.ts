import { NATIVE_TOKEN_ADDRESS } from '../../core/address.js'
import type { OftDeployment } from '../../core/schemas/oft.js'

/** The token a deployment takes from the wallet: the inner token of an adapter, else the OFT. */
export function oftSourceToken(deployment: OftDeployment): string {
  if (deployment.type === 'NATIVE_OFT_ADAPTER') return NATIVE_TOKEN_ADDRESS
  return deployment.innerToken ?? deployment.address
}
