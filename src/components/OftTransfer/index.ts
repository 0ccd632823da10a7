export {
  OftTransfer,
  type OftTransferProps,
  type OftTransferRootProps,
  type OftTransferValues,
} from './OftTransfer.js'
