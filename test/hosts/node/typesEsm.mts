import { type Client, createClient } from 'vtkit/core'
import { createTransferProxy } from 'vtkit/server'

export const client: Client = createClient({ baseUrl: '/api/vt' })
export const proxy: (request: Request) => Promise<Response> = createTransferProxy({
  upstream: 'https://service.example/v1',
  prefix: '/api/vt',
})
