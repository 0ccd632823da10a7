export type { PickerSearch } from '../useSearchReport.js'
export type { TokenSelection } from './context.js'
export type { PickerBalances } from './heldBalances.js'
export {
  TokenPicker,
  type TokenPickerBodyProps,
  type TokenPickerContentProps,
  type TokenPickerProps,
  type TokenPickerRootProps,
  type TokenPickerTriggerProps,
} from './TokenPicker.js'
