import { useQuery } from '@tanstack/react-query'
import type { Address, Client } from 'viem'
import { isNativeTokenAddress } from '../../core/address.js'
import type { SolanaWallet } from '../../core/steps/types/index.js'
import { balanceOfCallData, readUint256 } from '../../core/steps/verify/index.js'
import { useEvmWallet } from '../../hooks/internal/useEvmWallet.js'
import { popularSymbols } from '../TokenPicker/popularSymbols.js'

export type SourceBalance = { value: bigint | undefined; refresh(): void }

/** Where a balance is read: an EVM chain through wagmi, or a Solana wallet's connection. */
export type BalanceSource =
  | { chainType: 'EVM'; chainId: number; owner: Address | undefined }
  | { chainType: 'SOLANA'; wallet: SolanaWallet | undefined }

/**
 * A token's balance (or the native coin's) of the connected wallet, undefined where it cannot be
 * read. On EVM through the wagmi config's transport: one `eth_getBalance` or `eth_call`, no ABI
 * machinery; on Solana through the wallet's connection.
 */
export function useSourceBalance(
  token: string | undefined,
  from: BalanceSource | undefined,
): SourceBalance {
  const { clientOf } = useEvmWallet()
  const owner = from?.chainType === 'EVM' ? from.owner : from?.wallet?.address
  const chainId = from?.chainType === 'EVM' ? from.chainId : 'solana'
  const enabled = token !== undefined && owner !== undefined
  const query = useQuery({
    queryKey: ['vtkit', 'balance', chainId, caseOf(token), caseOf(owner)],
    enabled,
    retry: false,
    queryFn: async () => {
      if (!enabled || !from)
        throw new Error('unreachable: the query is disabled without its inputs')
      if (from.chainType === 'SOLANA') {
        if (!from.wallet) throw new Error('unreachable: no Solana wallet')
        return from.wallet.balanceOf(token)
      }
      const client = clientOf(from.chainId)
      if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
      if (isNativeTokenAddress(token))
        return BigInt(
          await client.request({ method: 'eth_getBalance', params: [owner as Address, 'latest'] }),
        )
      const result = await client.request({
        method: 'eth_call',
        params: [{ to: token as Address, data: balanceOfCallData(owner as Address) }, 'latest'],
      })
      return readUint256(result)
    },
  })
  if (!enabled) return { value: undefined, refresh: () => {} }
  return { value: query.data, refresh: () => void query.refetch() }
}

/** Hex addresses compare case-insensitively; base58 (Solana) keeps its case, which carries meaning. */
function caseOf(address: string | undefined): string | undefined {
  return address?.startsWith('0x') ? address.toLowerCase() : address
}

/** The chain's gas price now (wei per gas), to price the steps' gas before the wallet is asked. */
export function useGasPrice(chainId: number | undefined): bigint | undefined {
  const { clientOf } = useEvmWallet()
  const query = useQuery({
    queryKey: ['vtkit', 'gasPrice', chainId],
    enabled: chainId !== undefined,
    retry: false,
    staleTime: 15_000,
    queryFn: async () => {
      const client = chainId === undefined ? undefined : clientOf(chainId)
      if (!client) throw new Error(`no transport for chain ${chainId} in the wagmi config`)
      return BigInt(await client.request({ method: 'eth_gasPrice' }))
    },
  })
  return chainId === undefined ? undefined : query.data
}

/** At most this many tokens of a chain are read for the picker: the best known first. */
const PICKER_TOKEN_LIMIT = 40

/**
 * The EVM wallet's balances of a chain's tokens for the picker: the native coin and up to 40
 * tokens (popular ones first), one `eth_getBalance` or `eth_call` each through the app's client of
 * the chain (`EvmWallet.clientOf`). Keys are lower-case addresses; a token that cannot be read is
 * left out, and nothing is read without a client.
 */
export async function readEvmBalances(
  client: Client | undefined,
  owner: Address,
  tokens: readonly { address: string; symbol: string }[],
): Promise<ReadonlyMap<string, bigint>> {
  if (!client) return new Map()
  const rank = (symbol: string) => {
    const index = popularSymbols.indexOf(symbol)
    return index === -1 ? popularSymbols.length : index
  }
  const chosen = [...tokens]
    .sort((a, b) => rank(a.symbol) - rank(b.symbol))
    .slice(0, PICKER_TOKEN_LIMIT)
  const read = async (token: string): Promise<[string, bigint] | undefined> => {
    try {
      if (isNativeTokenAddress(token))
        return [
          token.toLowerCase(),
          BigInt(await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] })),
        ]
      const result = await client.request({
        method: 'eth_call',
        params: [{ to: token as Address, data: balanceOfCallData(owner) }, 'latest'],
      })
      return [token.toLowerCase(), readUint256(result)]
    } catch {
      return undefined
    }
  }
  const entries = await Promise.all(chosen.map((token) => read(token.address)))
  return new Map(entries.filter((entry): entry is [string, bigint] => entry !== undefined))
}
