import { anyAddress } from './common.js'
import * as v from './validator.js'

const deploymentSchema = v.looseObject({ address: anyAddress })

/** Per chain key: the multicall (fee wrapper) and the transfer delegate (the only allowed spender). */
export const metadataSchema = v.record(
  v.string(),
  v.looseObject({
    deployments: v.looseObject({
      multicall: v.optional(deploymentSchema),
      transferDelegate: v.optional(deploymentSchema),
    }),
  }),
)

export type Metadata = v.InferOutput<typeof metadataSchema>
export type ChainDeployments = Metadata[string]['deployments']
