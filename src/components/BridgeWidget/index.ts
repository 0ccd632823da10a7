export { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.js'
export type { BridgeEvent, BridgeEventType } from './bridgeEvents.js'
export { useBridge } from './useBridge/index.js'
export type {
  BridgeValues,
  UseBridgeOptions,
  UseBridgeParameters,
  UseBridgeReturnType,
} from './useBridge/types.js'
