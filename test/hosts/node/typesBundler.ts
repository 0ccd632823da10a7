import 'vtkit/styles.css'
import { BridgeWidget, themeToCss } from 'vtkit'
import { createClient } from 'vtkit/core'

export const widget: unknown = BridgeWidget
export const css: string = themeToCss({ colorAccent: '#ff0066' })
export const client = createClient({ baseUrl: '/api/vt' })
