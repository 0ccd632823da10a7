import { isNativeCoin, isSameAddress } from '../../../address.js'
import type { StepCheckContext, ValueLedger } from '../../types/index.js'
import { decimalsOf } from './assets.js'
import { symbolOf } from './describe.js'

/** Names production's record gives one currency (a bridged USDC is still USDC to Stargate). */
const families: Record<string, string> = {
  'USDC.E': 'USDC',
  'USDC.N': 'USDC',
  STGUSDC: 'USDC',
  USDT0: 'USDT',
  'M.USDT': 'USDT',
  WETH: 'ETH',
  'EURC.E': 'EURC',
}

/** Letters of other scripts that look like Latin ones: a symbol spelt with them is not another. */
const lookalikes: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  а: 'a',
  с: 'c',
  е: 'e',
  о: 'o',
  р: 'p',
  х: 'x',
  у: 'y',
  і: 'i',
  ѕ: 's',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
}

/** A symbol as a currency's name: compatibility forms folded, invisible characters dropped, lookalikes read as Latin. */
function currencyName(symbol: string): string {
  const plain = [...symbol.normalize('NFKC').replace(/[\p{Cf}\p{Cc}\s]/gu, '')]
    .map((letter) => lookalikes[letter] ?? letter)
    .join('')
    .toUpperCase()
  return families[plain] ?? plain
}

/** The currency production's record says a token is on its chain: a Stargate pool's asset, Circle's USDC. */
function recordedCurrency(
  context: StepCheckContext,
  token: { chainKey: string; address: string },
): string | undefined {
  const chain = context.chains.find((item) => item.chainKey === token.chainKey)
  if (chain?.chainId === undefined || !context.registry) return undefined
  const native = isNativeCoin(token.address, chain.chainType)
  const pool = context.registry
    .of(chain.chainId, 'stargate')
    .find(
      (row) =>
        row.symbol !== undefined &&
        (native
          ? row.token === ''
          : row.token !== undefined && row.token !== '' && isSameAddress(row.token, token.address)),
    )
  if (pool?.symbol) return currencyName(pool.symbol)
  const usdc = context.registry
    .of(chain.chainId, 'cctp-token-messenger')
    .some((row) => row.token && isSameAddress(row.token, token.address))
  return usdc ? 'USDC' : undefined
}

/**
 * Whether the token sent and the token received are one currency: by production's record where
 * it knows them (a Stargate pool's asset, Circle's USDC), else by their symbols read strictly
 * (`currencyName`); undefined where a token has neither.
 */
function sameCurrency(
  context: StepCheckContext,
  source: { chainKey: string; address: string },
  destination: { chainKey: string; address: string },
): boolean | undefined {
  const nameOf = (token: { chainKey: string; address: string }) => {
    const recorded = recordedCurrency(context, token)
    if (recorded) return recorded
    const symbol = symbolOf(context, token)
    return symbol === undefined ? undefined : currencyName(symbol)
  }
  const from = nameOf(source)
  const to = nameOf(destination)
  return from === undefined || to === undefined ? undefined : from === to
}

/**
 * What the ledger was read with, kept on it for whoever figures from it later (the lines and the
 * loss shown): the decimals of each asset it names and of the token received, whether one
 * currency crosses, and whose wallet it is.
 */
export function ledgerFacts(
  context: StepCheckContext,
  ledger: ValueLedger,
): Pick<ValueLedger, 'decimals' | 'sameCurrency' | 'wallet'> {
  const { request } = context
  const source = { chainKey: request.srcChainKey, address: request.srcTokenAddress }
  const destination = { chainKey: request.dstChainKey, address: request.dstTokenAddress }
  const decimals: Record<string, number> = {}
  for (const token of [source, destination, ...ledger.entries.map((entry) => entry.asset)]) {
    const value = decimalsOf(context, token)
    if (value !== undefined) decimals[`${token.chainKey}:${token.address.toLowerCase()}`] = value
  }
  return {
    decimals,
    sameCurrency: sameCurrency(context, source, destination),
    wallet: context.walletAddress ?? request.srcWalletAddress,
  }
}
