export { OftTransfer, type OftTransferProps, type OftTransferValues } from './OftTransfer.js'
export type { OftTransferRootProps } from './rootProps.js'
