import { isNativeTokenAddress } from '../../core/address.js'
import { oftSourceToken } from '../../core/oft/sourceToken.js'
import type { OftDeployment } from '../../core/schemas/oft.js'
import type { Token } from '../../core/schemas/token.js'
import type { TokenIndex } from '../../core/tokenIndex.js'

/**
 * The value transfer service's catalogue entry for the token a deployment takes from the wallet
 * (or pays to it): its price and logo, which `/list` does not give. The native coin is found
 * under either spelling of its address.
 */
export function listedToken(
  index: TokenIndex | undefined,
  chainKey: string,
  deployment: OftDeployment | undefined,
): Token | undefined {
  if (!index || !deployment) return undefined
  const token = oftSourceToken(deployment)
  return isNativeTokenAddress(token)
    ? index.byChain(chainKey).find((item) => isNativeTokenAddress(item.address))
    : index.get(chainKey, token)
}
