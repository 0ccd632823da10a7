import { anyAddress } from './common.js'
import * as v from './validator.js'

const deploymentSchema = v.looseObject({ address: anyAddress })

/** One chain's entry: the multicall (fee wrapper) and the transfer delegate (the only allowed spender). */
export const chainDeploymentsSchema = v.looseObject({
  deployments: v.looseObject({
    multicall: v.optional(deploymentSchema),
    transferDelegate: v.optional(deploymentSchema),
  }),
})

/** Per chain key (read chain by chain: see `getMetadata`). */
export const metadataSchema = v.record(v.string(), chainDeploymentsSchema)

export type Metadata = v.InferOutput<typeof metadataSchema>
export type ChainDeployments = Metadata[string]['deployments']
