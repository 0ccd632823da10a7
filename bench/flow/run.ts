// `npm run bench:requests`: one full transfer through the demo's widget in Chromium (connect,
// quote, approve and send on the local chains, status to SUCCEEDED), counting every request the
// page makes to the simulator, per endpoint, against the fewest the flow could make.

import { fileURLToPath } from 'node:url'
import {
  launchChromium,
  recordServiceRequests,
  type ServiceRequest,
  sendWithTheWidget,
  startDemo,
} from './demo.js'

export type EndpointCount = { endpoint: string; count: number; minimum: number }

export type FlowRequests = {
  endpoints: EndpointCount[]
  /** Status polls made after the final status was seen (must be 0). */
  afterFinal: number
  /** Requests to anything else in the quiet time after the transfer ended (must be 0). */
  afterEnd: number
  /** All requests / the minimum, status polls excluded (their number follows the transfer's time). */
  ratio: number
}

/**
 * The fewest requests this flow can make: each page of the catalogue once (chains, tokens) and
 * the deployments once, whatever mounts them; one quote for the one settled input; no user-steps
 * build (EVM only: the quote carries its steps). Status polls have no fixed minimum (the service
 * has no push): at least one, and none after the final state.
 */
const minimumFor = (endpoint: string, requests: ServiceRequest[]): number => {
  const pages = new Set(
    requests.filter((item) => item.endpoint === endpoint).map((item) => item.url),
  )
  const fixed: Record<string, number> = {
    'GET /chains': Math.max(1, pages.size),
    'GET /tokens': Math.max(1, pages.size),
    'GET /metadata': 1,
    'POST /quotes': 1,
    // Routes shown before the wallet connects: at most one, when the page was slower than the user.
    'POST /quotes (preview)': Math.min(
      1,
      requests.filter((item) => item.endpoint === 'POST /quotes (preview)').length,
    ),
    'POST /build-user-steps': 0,
    'GET /status': 1,
  }
  return fixed[endpoint] ?? 0
}
const expected = [
  'GET /chains',
  'GET /tokens',
  'GET /metadata',
  'POST /quotes',
  'POST /build-user-steps',
]

export async function measureFlowRequests(quietMs = 5_000): Promise<FlowRequests> {
  const demo = await startDemo(Number(process.env.PORT ?? 5198))
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const requests = recordServiceRequests(page, demo.apiUrl)
    await sendWithTheWidget(page, demo.pageUrl)
    const endedAt = Date.now()
    await page.waitForTimeout(quietMs)
    const counts = new Map<string, number>()
    for (const { endpoint } of requests) counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1)
    const endpoints = [...new Set([...expected, ...counts.keys()])].map((endpoint) => ({
      endpoint,
      count: counts.get(endpoint) ?? 0,
      minimum: minimumFor(endpoint, requests),
    }))
    const after = requests.filter((request) => request.at > endedAt)
    const measured = endpoints.filter((item) => item.endpoint !== 'GET /status')
    const sum = (key: 'count' | 'minimum') => measured.reduce((total, item) => total + item[key], 0)
    return {
      endpoints,
      afterFinal: after.filter((request) => request.endpoint === 'GET /status').length,
      afterEnd: after.filter((request) => request.endpoint !== 'GET /status').length,
      ratio: sum('count') / sum('minimum'),
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
}

export function formatFlowRequests(flow: FlowRequests): string[] {
  return [
    ...flow.endpoints.map(
      ({ endpoint, count, minimum }) =>
        `${endpoint}: ${count} (minimum ${endpoint === 'GET /status' ? 'at least 1' : minimum})`,
    ),
    `after the final status: ${flow.afterFinal} status polls, ${flow.afterEnd} other requests`,
    `requests / minimum (status polls excluded): ${flow.ratio.toFixed(2)}`,
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of formatFlowRequests(await measureFlowRequests())) console.log(line)
}
