import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSimulator } from './simulator.js'
import { SimulatedNetworkError, type Simulator, type SimulatorOptions } from './simulatorTypes.js'

export type SimulatorServer = {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** The value transfer service: `<url>/v1`. */
  baseUrl: string
  /** The OFT metadata service: `<url>/oft/v1`. */
  metadataUrl: string
  simulator: Simulator
  close(): Promise<void>
}

export type StartSimulatorServerOptions = SimulatorOptions & {
  simulator?: Simulator
  /** Default 0: any free port. */
  port?: number
  host?: string
}

/** Serves a simulator over real HTTP (for `npm start`, tests' global setup, and the demo). */
export async function startSimulatorServer(
  options: StartSimulatorServerOptions = {},
): Promise<SimulatorServer> {
  const simulator = options.simulator ?? createSimulator(options)
  const host = options.host ?? '127.0.0.1'
  const server = createServer((incoming, outgoing) => {
    void serve(simulator, host, incoming, outgoing)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  return {
    url,
    baseUrl: `${url}${options.transferPath ?? '/v1'}`,
    metadataUrl: `${url}${options.oftPath ?? '/oft/v1'}`,
    simulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function serve(
  simulator: Simulator,
  host: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const controller = new AbortController()
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) controller.abort()
  })
  try {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    const method = incoming.method ?? 'GET'
    const request = new Request(`http://${incoming.headers.host ?? host}${incoming.url ?? '/'}`, {
      method,
      headers,
      body:
        method === 'GET' || method === 'HEAD' || chunks.length === 0
          ? undefined
          : Buffer.concat(chunks),
      signal: controller.signal,
    })
    const response = await simulator.handle(request)
    const body = Buffer.from(await response.arrayBuffer())
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(body)
  } catch (error) {
    if (error instanceof SimulatedNetworkError || controller.signal.aborted) {
      incoming.socket.destroy()
      return
    }
    outgoing.writeHead(500, { 'content-type': 'application/json' })
    outgoing.end(JSON.stringify({ error: { status: 500, message: String(error) } }))
  }
}
