import { createServiceProxy, type ProxyRoute, type ServiceProxyOptions } from './proxy.js'

/** The value transfer service's paths; the key goes only where the service asks for it. */
const transferRoutes: ProxyRoute[] = [
  { path: /^\/chains$/, method: 'GET', withKey: false },
  { path: /^\/tokens$/, method: 'GET', withKey: false },
  { path: /^\/metadata$/, method: 'GET', withKey: false },
  { path: /^\/quotes$/, method: 'POST', withKey: true },
  { path: /^\/build-user-steps$/, method: 'POST', withKey: true },
  { path: /^\/submit-signature$/, method: 'POST', withKey: true },
  { path: /^\/status\/[A-Za-z0-9_-]{1,200}$/, method: 'GET', withKey: true },
]

/**
 * A proxy for the value transfer service that keeps its key on your server: point the browser's
 * `baseUrl` at `prefix` (`'/api/vt'`). A fetch handler: `export const GET = proxy, POST = proxy`
 * in a Next.js route handler.
 */
export function createTransferProxy(options: ServiceProxyOptions) {
  return createServiceProxy(transferRoutes, 'x-api-key', options)
}
