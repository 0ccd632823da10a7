// The demo against a real service: VTKIT_BASE_URL (and VTKIT_METADATA_URL) behind this server's
// own proxy, which adds the API keys on the way out, so that no key ever reaches the browser; the
// wallet is the browser's own (an injected one).

import type { ProxyOptions } from 'vite'
import type { DemoSetup } from './types.js'

type ServiceProxy = { path: string; target: string; keyHeader: string; key: string | undefined }

/** Vite proxy rules: `path` to `target`, with the key header added server-side when there is a key. */
export function serviceProxies(services: ServiceProxy[]): Record<string, ProxyOptions> {
  return Object.fromEntries(
    services.map(({ path, target, keyHeader, key }) => [
      path,
      {
        target,
        changeOrigin: true,
        rewrite: (url: string) => url.slice(path.length),
        // Whatever the page sends, the key is set here and only here.
        headers: key ? { [keyHeader]: key } : {},
      },
    ]),
  )
}

export function productionDemo(environment: NodeJS.ProcessEnv): DemoSetup {
  const baseUrl = environment.VTKIT_BASE_URL
  if (!baseUrl) throw new Error('VTKIT_BASE_URL is required for the production demo')
  const metadataUrl = environment.VTKIT_METADATA_URL
  const services: ServiceProxy[] = [
    {
      path: '/api/vt',
      target: baseUrl,
      keyHeader: 'x-api-key',
      key: environment.VTKIT_API_KEY,
    },
    ...(metadataUrl
      ? [
          {
            path: '/api/oft',
            target: metadataUrl,
            keyHeader: 'x-layerzero-api-key',
            key: environment.VTKIT_OFT_API_KEY,
          },
        ]
      : []),
  ]
  return {
    page: {
      mode: 'production',
      baseUrl: '/api/vt',
      metadataUrl: metadataUrl ? '/api/oft' : undefined,
    },
    proxy: serviceProxies(services),
    describe: () => [
      `  value transfer service  ${baseUrl} (through /api/vt${environment.VTKIT_API_KEY ? ', key added server-side' : ''})`,
      ...(metadataUrl ? [`  OFT metadata service    ${metadataUrl} (through /api/oft)`] : []),
      '  wallet: the browser’s own (injected)',
    ],
    stop: async () => {},
  }
}
