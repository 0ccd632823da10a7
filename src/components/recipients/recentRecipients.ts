import { isAddressOfChainType, isSameAddress } from '../../core/address.js'

/** An address this browser sent to, on one chain, from one wallet. */
export type RecentRecipient = { address: string; chainKey: string; chainType: string; at: number }

const key = 'vtkit:recipients'
const perWallet = 8

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    // A sandboxed frame may refuse access to its storage.
    return undefined
  }
}

function readAll(): Record<string, RecentRecipient[]> {
  try {
    const data: unknown = JSON.parse(storage()?.getItem(key) ?? '{}')
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, RecentRecipient[]>)
      : {}
  } catch {
    return {}
  }
}

function writeAll(all: Record<string, RecentRecipient[]>) {
  try {
    storage()?.setItem(key, JSON.stringify(all))
  } catch {
    // Full or refused: the recipient is asked about again next time, nothing else is lost.
  }
}

/** The addresses `wallet` sent to from this browser, newest first; what does not read is left out. */
export function readRecentRecipients(wallet: string | undefined): RecentRecipient[] {
  if (!wallet) return []
  const list = readAll()[wallet.toLowerCase()]
  return Array.isArray(list)
    ? list.filter(
        (item) =>
          typeof item?.address === 'string' &&
          typeof item.chainKey === 'string' &&
          typeof item.chainType === 'string' &&
          typeof item.at === 'number' &&
          isAddressOfChainType(item.address, item.chainType),
      )
    : []
}

/** Kept once a transfer to it is sent: the most recent first, at most eight per wallet. */
export function rememberRecipient(
  wallet: string,
  recipient: Pick<RecentRecipient, 'address' | 'chainKey' | 'chainType'>,
) {
  const all = readAll()
  const rest = readRecentRecipients(wallet).filter(
    (item) =>
      !(isSameAddress(item.address, recipient.address) && item.chainKey === recipient.chainKey),
  )
  all[wallet.toLowerCase()] = [{ ...recipient, at: Date.now() }, ...rest].slice(0, perWallet)
  writeAll(all)
}

/** Forgets the addresses `wallet` sent to (the user's "Forget recent addresses"). */
export function forgetRecipients(wallet: string) {
  const all = readAll()
  delete all[wallet.toLowerCase()]
  writeAll(all)
}
