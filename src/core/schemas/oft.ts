import { isSameAddress } from '../address.js'
import {
  anyAddress,
  decimals,
  digitString,
  evmAddress,
  hexData,
  numericText,
  openEnum,
  type WithField,
} from './common.js'
import * as v from './validator.js'

export type OftDeploymentType = 'OFT' | 'OFT_ADAPTER' | 'NATIVE_OFT_ADAPTER'

/**
 * A deployment as sent. An adapter's token has been seen under two names (`innerToken`, and
 * `innerTokenAddress` in several public readers of `/list`, one a trimmed real response): either
 * is read, as `innerToken`; both, naming two tokens, make the deployment unreadable.
 */
const sentDeploymentSchema = v.looseObject({
  address: anyAddress,
  localDecimals: decimals,
  type: openEnum<OftDeploymentType>(),
  innerToken: v.optional(anyAddress),
  innerTokenAddress: v.optional(anyAddress),
  approvalRequired: v.optional(v.boolean()),
})

type SentDeployment = v.InferOutput<typeof sentDeploymentSchema>

export const oftDeploymentSchema = v.pipe(
  sentDeploymentSchema,
  v.check(
    (deployment: SentDeployment) =>
      deployment.innerToken === undefined ||
      deployment.innerTokenAddress === undefined ||
      isSameAddress(deployment.innerToken, deployment.innerTokenAddress),
    'names two different inner tokens (innerToken and innerTokenAddress)',
  ),
  v.transform(
    ({
      innerTokenAddress,
      innerToken,
      ...deployment
    }: SentDeployment): Pick<
      SentDeployment,
      'address' | 'localDecimals' | 'type' | 'approvalRequired'
    > & { innerToken?: string } => {
      const inner = innerToken ?? innerTokenAddress
      return inner === undefined ? deployment : { ...deployment, innerToken: inner }
    },
  ),
)

/** An entry as sent; its deployments are read one by one (see `listOfts`). */
export const oftListEntrySchema = v.looseObject({
  name: v.string(),
  sharedDecimals: decimals,
  /** `v1` or `v2`. */
  endpointVersion: v.optional(v.string()),
  /** Keyed by chain name. */
  deployments: v.record(v.string(), v.unknown()),
})

const evmCall = {
  to: evmAddress,
  data: hexData,
  gasLimit: v.optional(numericText),
}

export const oftTransferSchema = v.looseObject({
  created: v.optional(v.number()),
  dstChainName: v.optional(v.string()),
  metadata: v.optional(
    v.looseObject({
      properties: v.optional(
        v.looseObject({
          dstOftAddress: v.optional(v.string()),
          dstOftType: v.optional(v.string()),
          dstChainName: v.optional(v.string()),
          approvalRequired: v.optional(v.boolean()),
          amount: v.optional(digitString),
          sharedDecimals: v.optional(decimals),
          localDecimals: v.optional(decimals),
        }),
      ),
      timestamps: v.optional(v.looseObject({ created: v.optional(v.number()) })),
    }),
  ),
  transactionData: v.looseObject({
    populatedTransaction: v.looseObject({ ...evmCall, value: v.optional(numericText) }),
    approvalTransaction: v.optional(v.looseObject({ ...evmCall, value: v.optional(numericText) })),
  }),
  transactionType: v.optional(openEnum<'OFT_SEND'>()),
})

export const openApiDocumentSchema = v.looseObject({
  openapi: v.string(),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  servers: v.optional(v.array(v.looseObject({ url: v.string() })), []),
  paths: v.optional(v.looseObject({}), {}),
})

export type OftDeployment = v.InferOutput<typeof oftDeploymentSchema>
/** `deployments` is keyed by chain name. */
export type OftListEntry = WithField<
  v.InferOutput<typeof oftListEntrySchema>,
  'deployments',
  Record<string, OftDeployment>
>
/** Keyed by token symbol. */
export type OftList = Record<string, OftListEntry[]>
export type OftTransfer = v.InferOutput<typeof oftTransferSchema>
export type OpenApiDocument = v.InferOutput<typeof openApiDocumentSchema>
