export type { PickerBalances } from './heldBalances.js'
export {
  type PickerSearch,
  TokenPicker,
  type TokenPickerContentProps,
  type TokenPickerProps,
  type TokenPickerRootProps,
  type TokenPickerTriggerProps,
  type TokenSelection,
} from './TokenPicker.js'
