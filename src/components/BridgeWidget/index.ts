export { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.js'
export {
  type BridgeValues,
  type UseBridgeOptions,
  type UseBridgeReturnType,
  useBridge,
} from './useBridge.js'
