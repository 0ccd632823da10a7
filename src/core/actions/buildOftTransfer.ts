import type { Client } from '../config.js'
import type { ApiError, InvalidInputError, UnauthorizedError } from '../errors.js'
import { InputCheck, isPlainObject } from '../input.js'
import { request } from '../request.js'
import { type OftTransfer, oftTransferSchema } from '../schemas/oft.js'
import { parseResponse } from '../schemas/parse.js'
import type { GetListErrorType } from './getChains.js'

type GasValue = string | number

/** The `options` parameter, sent as JSON text. Unknown keys pass through for newer executors. */
export type OftExecutionOptions = {
  executor?: {
    lzReceive?: { gasLimit: GasValue; value?: GasValue; [key: string]: unknown }
    nativeDrops?: { amount: string; receiver: string }[]
    composeOptions?: {
      index?: number
      gasLimit: GasValue
      value?: GasValue
      [key: string]: unknown
    }[]
    [key: string]: unknown
  }
  [key: string]: unknown
}

export type OftTransferRequest = {
  srcChainName: string
  dstChainName: string
  /** The OFT contract on the source chain. */
  oftAddress: string
  /** Smallest units (local decimals of the source deployment). */
  amount: string
  /** Sender wallet. */
  from: string
  /** Recipient wallet: EVM hex or Solana base58. */
  to: string
  /** Check balances before building. */
  validate?: boolean
  options?: OftExecutionOptions
  /** Hex-encoded compose message, for advanced operations. */
  composeMsg?: string
  /** Hex-encoded OFT command, for advanced operations. */
  oftCmd?: string
}

export type BuildOftTransferParameters = OftTransferRequest & { signal?: AbortSignal }
export type BuildOftTransferReturnType = OftTransfer
export type BuildOftTransferErrorType =
  | GetListErrorType
  | ApiError
  | UnauthorizedError
  | InvalidInputError

/** `GET /transfer` of the OFT service: a ready-to-sign OFT send, with an approval when needed. */
export async function buildOftTransfer(
  client: Client,
  { signal, ...params }: BuildOftTransferParameters,
): Promise<BuildOftTransferReturnType> {
  const check = new InputCheck('OFT transfer request')
    .text('srcChainName', params.srcChainName)
    .text('dstChainName', params.dstChainName)
    .text('oftAddress', params.oftAddress)
    .digits('amount', params.amount, { positive: true })
    .text('from', params.from)
    .text('to', params.to)
    .hex('composeMsg', params.composeMsg, { optional: true })
    .hex('oftCmd', params.oftCmd, { optional: true })
  if (params.validate !== undefined && typeof params.validate !== 'boolean') {
    check.add('validate', 'must be a boolean')
  }
  if (params.options !== undefined && !isPlainObject(params.options)) {
    check.add('options', 'must be an object (it is sent as JSON text)')
  }
  check.done()
  const response = await request(client, {
    service: 'oft',
    method: 'GET',
    path: '/transfer',
    query: {
      srcChainName: params.srcChainName,
      dstChainName: params.dstChainName,
      oftAddress: params.oftAddress,
      amount: params.amount,
      from: params.from,
      to: params.to,
      validate: params.validate === undefined ? undefined : String(params.validate),
      options: params.options === undefined ? undefined : JSON.stringify(params.options),
      composeMsg: params.composeMsg,
      oftCmd: params.oftCmd,
    },
    auth: true,
    idempotent: true,
    signal,
  })
  return parseResponse(oftTransferSchema, response.data, response.url)
}
