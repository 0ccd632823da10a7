export { type BridgeValues, BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.js'
