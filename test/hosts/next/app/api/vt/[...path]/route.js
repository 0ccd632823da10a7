// The service, reached through this app: the key stays on the server.
import { createTransferProxy } from 'vtkit/server'

const proxy = createTransferProxy({
  upstream: process.env.VTKIT_BASE_URL ?? 'https://service.example/v1',
  apiKey: process.env.VTKIT_API_KEY,
  prefix: '/api/vt',
})

export { proxy as GET, proxy as POST }
