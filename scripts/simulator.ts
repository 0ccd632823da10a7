// `npm run simulator`: the service simulator alone, for the core examples and for curl.
import { startSimulatorServer } from '../src/exports/testing-server.js'

const port = Number(process.env.PORT ?? 8787)
const server = await startSimulatorServer({ port, host: process.env.HOST ?? '127.0.0.1' })
const { simulator } = server

console.log(`vtkit simulator listening on ${server.url}`)
console.log(
  `  value transfer service  ${server.baseUrl}   (x-api-key: ${simulator.apiKeys.join(', ')})`,
)
console.log(
  `  OFT metadata service    ${server.metadataUrl}   (x-layerzero-api-key: ${simulator.oftApiKeys.join(', ')})`,
)
console.log(
  `  catalog: ${simulator.catalog.chains.length} chains, ${simulator.catalog.tokens.length} tokens, ${Object.keys(simulator.catalog.ofts).length} OFTs`,
)
console.log(`Try: curl ${server.baseUrl}/chains`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
