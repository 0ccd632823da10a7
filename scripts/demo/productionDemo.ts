// The demo against a real service: VTKIT_BASE_URL (and VTKIT_METADATA_URL) behind this server's
// own proxy, which adds the API keys on the way out, so that no key ever reaches the browser; the
// wallet is the browser's own (an injected one).

import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import {
  createNodeMiddleware,
  createOftProxy,
  createTransferProxy,
} from '../../src/exports/server.js'
import type { DemoSetup } from './types.js'

/** The demo server answers /api/vt and /api/oft with vtkit/server's proxies, as a host's backend would. */
function serviceProxies(
  handlers: { prefix: string; handle: (request: Request) => Promise<Response> }[],
): Plugin {
  return {
    name: 'vtkit-service-proxies',
    configureServer: (server) => addProxies(server),
    configurePreviewServer: (server) => addProxies(server),
  }
  function addProxies(server: ViteDevServer | PreviewServer) {
    for (const { prefix, handle } of handlers)
      server.middlewares.use(createNodeMiddleware(handle, `${prefix}/`))
  }
}

export function productionDemo(environment: NodeJS.ProcessEnv): DemoSetup {
  const baseUrl = environment.VTKIT_BASE_URL
  if (!baseUrl) throw new Error('VTKIT_BASE_URL is required for the production demo')
  const metadataUrl = environment.VTKIT_METADATA_URL
  const handlers = [
    {
      prefix: '/api/vt',
      handle: createTransferProxy({
        upstream: baseUrl,
        prefix: '/api/vt',
        apiKey: environment.VTKIT_API_KEY,
        onError: (error) => console.error(`vtkit demo proxy: ${error.message}`),
      }),
    },
    ...(metadataUrl
      ? [
          {
            prefix: '/api/oft',
            handle: createOftProxy({
              upstream: metadataUrl,
              prefix: '/api/oft',
              apiKey: environment.VTKIT_OFT_API_KEY,
              onError: (error) => console.error(`vtkit demo proxy: ${error.message}`),
            }),
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
    plugins: [serviceProxies(handlers)],
    describe: () => [
      `  value transfer service  ${baseUrl} (through /api/vt${environment.VTKIT_API_KEY ? ', key added server-side' : ''})`,
      ...(metadataUrl ? [`  OFT metadata service    ${metadataUrl} (through /api/oft)`] : []),
      '  wallet: the browser’s own (injected)',
    ],
    stop: async () => {},
  }
}
