import { isAddressOfChainType, isSameAddress } from '../core/address.js'
import type { OftList, OftListEntry } from '../core/schemas/oft.js'
import type { Catalog } from './catalogTypes.js'
import { addressWord, base58Decode } from './encoding.js'
import { approveData, executorOptions, executorOptionsValue, oftSendData } from './evmCalls.js'

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
  let options: { executor?: ExecutorOptionsQuery } = {}
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
  const recipient =
    dstChain.chainType === 'EVM'
      ? addressWord(to)
      : Array.from(base58Decode(to), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const executor = options.executor ?? {}
  let optionInput: Parameters<typeof executorOptions>[0]
  try {
    optionInput = readExecutorOptions(executor, recipient)
  } catch {
    return invalid(['"options" gas limits, values and amounts must be whole numbers'])
  }
  // What the OFT's own quoteSend charges: a base fee (cents, like real messaging fees) plus the
  // native value the executor options deliver. The local test OFTs charge exactly this.
  const nativeFee = oftBaseFee(srcChain.native.decimals) + executorOptionsValue(optionInput)
  const composeMsg = query.get('composeMsg') ?? '0x'
  const oftCmd = query.get('oftCmd') ?? '0x'
  const adapter = source.type === 'OFT_ADAPTER' && source.innerToken !== undefined
  const sendable = amount - (amount % dust)
  // LayerZero's NativeOFTAdapter takes the coin itself in msg.value: the fee plus what crosses.
  const value = source.type === 'NATIVE_OFT_ADAPTER' ? nativeFee + sendable : nativeFee
  const send = {
    to: source.address,
    data: oftSendData({
      dstEid: dstChain.eid,
      recipientWord: recipient,
      amountLD: amount,
      minAmountLD: sendable,
      extraOptions: executorOptions(optionInput),
      composeMsg,
      oftCmd,
      nativeFee,
      refundAddress: from,
    }),
    gasLimit: '450000',
    value: String(value),
    // Seen in production bodies beyond the specification's fields.
    from,
    chainId: srcChain.chainId,
  }
  return {
    status: 200,
    body: {
      created: now,
      // Production has been seen putting the chain the transaction runs on here.
      dstChainName: srcChainName,
      wallet: from,
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
        remoteChainName: dstChainName,
        timestamps: { created: now, committed: now },
      },
      transactionData: {
        populatedTransaction: send,
        ...(adapter && source.innerToken
          ? {
              approvalTransaction: {
                to: source.innerToken,
                data: approveData(source.address, amount),
                gasLimit: '80000',
                from,
              },
            }
          : {}),
        quote: { nativeFee: String(nativeFee), lzTokenFee: '0' },
      },
      transactionType: 'OFT_SEND',
    },
  }
}

/** The base messaging fee of the simulated OFTs: 0.00003 of an 18-decimal native coin. */
export function oftBaseFee(nativeDecimals: number): bigint {
  return (10n ** BigInt(nativeDecimals) * 30n) / 1_000_000n
}

type ExecutorOptionsQuery = {
  nativeDrops?: { amount?: unknown; receiver?: unknown }[]
  lzReceive?: { gasLimit?: unknown; value?: unknown }
}

/** The `options` query's executor settings as type-3 option input; throws on a non-integer. */
function readExecutorOptions(
  executor: ExecutorOptionsQuery,
  recipient: string,
): Parameters<typeof executorOptions>[0] {
  const integer = (value: unknown) => {
    if (!/^\d+$/.test(String(value))) throw new RangeError('not a whole number')
    return BigInt(String(value))
  }
  return {
    ...(executor.lzReceive?.gasLimit === undefined
      ? {}
      : {
          lzReceiveGas: integer(executor.lzReceive.gasLimit),
          lzReceiveValue: integer(executor.lzReceive.value ?? 0),
        }),
    nativeDrops: (executor.nativeDrops ?? []).map((drop) => ({
      amount: integer(drop.amount ?? 0),
      receiverWord: /^0x[0-9a-fA-F]{40}$/.test(String(drop.receiver))
        ? addressWord(String(drop.receiver))
        : recipient,
    })),
  }
}
