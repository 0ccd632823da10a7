// A CommonJS script: require() of vtkit/core and vtkit/server (Node 20.19+ loads ES modules).
const { createClient, getChains, ConfigError } = require('vtkit/core')
const { createTransferProxy } = require('vtkit/server')

async function main() {
  const chains = await getChains(createClient({ baseUrl: process.env.VTKIT_BASE_URL }))
  let refused = ''
  try {
    createClient({ baseUrl: 'not a url' })
  } catch (error) {
    refused = error instanceof ConfigError ? error.name : 'other'
  }
  console.log(JSON.stringify({ chains: chains.length, refused, proxy: typeof createTransferProxy }))
}
main()
