import { type Address, createPublicClient, getAddress, http } from 'viem'
import { inject } from 'vitest'

/**
 * Hands out a test file's own range of the local chains' unlocked accounts, one per call, so
 * balances, allowances and nonces never leak between files or tests (ranges: test/chains/testAccounts.ts).
 */
export function accountRange(first: number, last: number): () => Promise<Address> {
  let next = first
  let accounts: Address[] | undefined
  return async () => {
    const rpcUrl = inject('localChains').chains[0]?.rpcUrl
    accounts ??= (await createPublicClient({ transport: http(rpcUrl) }).request({
      method: 'eth_accounts' as never,
    })) as Address[]
    const account = next <= last ? accounts[next++] : undefined
    if (!account)
      throw new Error(
        `accounts ${first}-${last} are used up: widen the range in test/chains/testAccounts.ts`,
      )
    return getAddress(account)
  }
}
