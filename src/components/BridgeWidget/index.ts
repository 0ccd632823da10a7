export { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.js'
export type { BridgeEvent, BridgeEventType } from './bridgeEvents.js'
export {
  type BridgeValues,
  type UseBridgeOptions,
  type UseBridgeReturnType,
  useBridge,
} from './useBridge.js'
