// An ES module script: vtkit/core against the service, and vtkit/server's proxy in front of it.
import { createClient, getChains } from 'vtkit/core'
import { createTransferProxy } from 'vtkit/server'

const upstream = process.env.VTKIT_BASE_URL
const direct = await getChains(createClient({ baseUrl: upstream }))
const proxy = createTransferProxy({ upstream, prefix: '/api/vt' })
const proxied = await getChains(
  createClient({
    baseUrl: 'https://app.example/api/vt',
    fetch: (url, init) => proxy(new Request(url, init)),
  }),
)
console.log(JSON.stringify({ direct: direct.length, proxied: proxied.length }))
