export { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.js'
export type { BridgeEvent, BridgeEventType } from './bridgeEvents.js'
export type { BridgeValues, UseBridgeOptions, UseBridgeParameters } from './bridgeTypes.js'
export { type UseBridgeReturnType, useBridge } from './useBridge.js'
