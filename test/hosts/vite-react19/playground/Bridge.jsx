// Replaced by the playground's copied code in test/hostApps.test.ts.
import { BridgeWidget } from 'vtkit'

export function Bridge() {
  return <BridgeWidget />
}
