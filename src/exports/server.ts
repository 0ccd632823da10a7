// vtkit/server: what runs on your server, never in a browser bundle: the key-keeping proxies.
export { createNodeMiddleware, type NodeRequest, type NodeResponse } from '../server/node.js'
export { createOftProxy } from '../server/oftProxy.js'
export { ProxyError, type ServiceProxyOptions } from '../server/proxy.js'
export { createTransferProxy } from '../server/transferProxy.js'
