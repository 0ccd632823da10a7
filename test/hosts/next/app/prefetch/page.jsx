// Server prefetch: the query option builders are plain functions a server component can call.
import { QueryClient } from '@tanstack/react-query'
import { getChainsQueryOptions } from 'vtkit'
import { createClient } from 'vtkit/core'

export const dynamic = 'force-dynamic'

export default async function Prefetched() {
  const queryClient = new QueryClient()
  const client = createClient({
    baseUrl: process.env.VTKIT_BASE_URL ?? 'https://service.example/v1',
  })
  const chains = await queryClient.fetchQuery(getChainsQueryOptions(client))
  return <p id="chains-on-server">{chains.length} chains</p>
}
