import { NATIVE_TOKEN_ADDRESS } from '../address.js'
import type { OftDeployment } from '../schemas/oft.js'

/** The token a deployment takes from the wallet: the native coin, an adapter's inner token, or the OFT. */
export function oftSourceToken(deployment: OftDeployment): string {
  if (deployment.type === 'NATIVE_OFT_ADAPTER') return NATIVE_TOKEN_ADDRESS
  return deployment.innerToken ?? deployment.address
}
