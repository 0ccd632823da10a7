import { createServiceProxy, type ProxyRoute, type ServiceProxyOptions } from './proxy.js'

const oftRoutes: ProxyRoute[] = [
  { path: /^\/list$/, method: 'GET', withKey: false },
  { path: /^\/transfer$/, method: 'GET', withKey: true },
]

/**
 * A proxy for the OFT metadata service (`metadataUrl`): its key only on `/transfer`, in
 * `keyHeader` (default `x-layerzero-api-key`, as `createClient`'s `oftApiKeyHeader`).
 */
export function createOftProxy(options: ServiceProxyOptions & { keyHeader?: string | undefined }) {
  return createServiceProxy(oftRoutes, options.keyHeader ?? 'x-layerzero-api-key', options)
}
