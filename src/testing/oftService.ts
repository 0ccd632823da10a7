import { isAddressOfChainType, isSameAddress } from '../core/address.js'
import type { OftList, OftListEntry } from '../core/schemas/oft.js'
import type { Catalog } from './catalog.js'
import { addressWord, base58Decode } from './encoding.js'
import { approveData, oftSendData } from './evmCalls.js'

export type OftReply = { status: number; body: unknown }

const invalid = (issues: string[]): OftReply => ({
  status: 400,
  body: {
    error: {
      status: 4000,
      message: 'Invalid request',
      issues: issues.map((message) => ({ message })),
    },
  },
})

function listOf(query: URLSearchParams, name: string): string[] | undefined {
  const value = query.get(name)
  if (value === null || value.trim() === '') return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/**
 * `GET /list`: an entry is kept when it matches every given filter. `protocols` match an entry's
 * `endpointVersion` or a deployment `type` (the public documentation does not define them further).
 */
export function listOfts(catalog: Catalog, query: URLSearchParams): OftReply {
  const chainNames = listOf(query, 'chainNames')?.map((name) => name.toLowerCase())
  const symbols = listOf(query, 'symbols')?.map((symbol) => symbol.toUpperCase())
  const protocols = listOf(query, 'protocols')?.map((protocol) => protocol.toUpperCase())
  const addresses = listOf(query, 'contractAddresses')
  const keep = (symbol: string, entry: OftListEntry) => {
    const deployments = Object.entries(entry.deployments)
    if (symbols && !symbols.includes(symbol.toUpperCase())) return false
    if (chainNames && !deployments.some(([chain]) => chainNames.includes(chain.toLowerCase())))
      return false
    if (
      protocols &&
      !protocols.includes((entry.endpointVersion ?? '').toUpperCase()) &&
      !deployments.some(([, d]) => protocols.includes(d.type.toUpperCase()))
    )
      return false
    if (
      addresses &&
      !deployments.some(([, d]) =>
        addresses.some(
          (address) => isSameAddress(address, d.address) || isSameAddress(address, d.innerToken),
        ),
      )
    )
      return false
    return true
  }
  const result: OftList = {}
  for (const [symbol, entries] of Object.entries(catalog.ofts)) {
    const kept = entries.filter((entry) => keep(symbol, entry))
    if (kept.length > 0) result[symbol] = kept
  }
  return { status: 200, body: result }
}

export function openApiDocument(serverUrl: string): OftReply {
  return {
    status: 200,
    body: {
      openapi: '3.0.3',
      info: { title: 'OFT Transfer API (simulated)', version: '1.0.0' },
      servers: [{ url: serverUrl }],
      paths: {},
    },
  }
}

/** `GET /transfer`: an OFT send (and, for an adapter, the approval of its inner token). */
export function buildOftTransfer(catalog: Catalog, query: URLSearchParams, now: number): OftReply {
  const issues: string[] = []
  const param = (name: string) => {
    const value = query.get(name)
    if (value === null || value === '') issues.push(`"${name}" is required`)
    return value ?? ''
  }
  const srcChainName = param('srcChainName')
  const dstChainName = param('dstChainName')
  const oftAddress = param('oftAddress')
  const amountText = param('amount')
  const from = param('from')
  const to = param('to')
  if (issues.length > 0) return invalid(issues)
  if (!/^\d+$/.test(amountText) || /^0+$/.test(amountText))
    issues.push('"amount" must be a positive integer string')
  for (const name of ['composeMsg', 'oftCmd']) {
    const value = query.get(name)
    if (value !== null && !/^0x([0-9a-fA-F]{2})*$/.test(value)) issues.push(`"${name}" must be hex`)
  }
  const validate = query.get('validate')
  if (validate !== null && validate !== 'true' && validate !== 'false')
    issues.push('"validate" must be true or false')
  let options: {
    executor?: { nativeDrops?: { amount?: unknown }[]; lzReceive?: { value?: unknown } }
  } = {}
  const optionsText = query.get('options')
  if (optionsText !== null) {
    try {
      options = JSON.parse(optionsText)
    } catch {
      issues.push('"options" must be JSON text')
    }
  }
  const found = Object.values(catalog.ofts)
    .flat()
    .find((entry) => isSameAddress(entry.deployments[srcChainName]?.address, oftAddress))
  const source = found?.deployments[srcChainName]
  const destination = found?.deployments[dstChainName]
  const srcChain = catalog.chain(srcChainName)
  const dstChain = catalog.chain(dstChainName)
  if (!found || !source || !srcChain) issues.push(`No OFT at ${oftAddress} on ${srcChainName}`)
  else if (!destination || !dstChain)
    issues.push(`${found.name} has no deployment on ${dstChainName}`)
  if (srcChain && srcChain.chainType !== 'EVM')
    issues.push(`Sends from ${srcChain.chainType} chains are not built by this service`)
  if (!isAddressOfChainType(from, 'EVM')) issues.push('"from" must be an EVM address')
  if (dstChain && !isAddressOfChainType(to, dstChain.chainType))
    issues.push(`"to" is not a valid ${dstChain.chainType} address`)
  if (issues.length > 0 || !found || !source || !destination || !srcChain || !dstChain)
    return invalid(issues)

  const amount = BigInt(amountText)
  const dust = 10n ** BigInt(Math.max(0, source.localDecimals - found.sharedDecimals))
  const nativeDrops = (options.executor?.nativeDrops ?? []).reduce(
    (sum, drop) => sum + BigInt(String(drop.amount ?? 0)),
    0n,
  )
  const receiveValue = BigInt(String(options.executor?.lzReceive?.value ?? 0))
  // About 0.00003 of the native coin: cents, like real messaging fees.
  const messageFee = (10n ** BigInt(srcChain.native.decimals) * 30n) / 1_000_000n
  const recipientWord =
    dstChain.chainType === 'EVM'
      ? addressWord(to)
      : Array.from(base58Decode(to), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const adapter = source.type === 'OFT_ADAPTER' && source.innerToken !== undefined
  return {
    status: 200,
    body: {
      created: now,
      dstChainName,
      metadata: {
        properties: {
          dstOftAddress: destination.address,
          dstOftType: destination.type,
          dstChainName,
          approvalRequired: adapter,
          amount: amountText,
          sharedDecimals: found.sharedDecimals,
          localDecimals: source.localDecimals,
        },
        timestamps: { created: now },
      },
      transactionData: {
        populatedTransaction: {
          to: source.address,
          data: oftSendData({
            dstEid: dstChain.eid,
            recipientWord,
            amount,
            minAmount: amount - (amount % dust),
            refundAddress: from,
          }),
          gasLimit: '450000',
          value: String(messageFee + nativeDrops + receiveValue),
        },
        ...(adapter && source.innerToken
          ? {
              approvalTransaction: {
                to: source.innerToken,
                data: approveData(source.address, amount),
                gasLimit: '80000',
              },
            }
          : {}),
      },
      transactionType: 'OFT_SEND',
    },
  }
}
