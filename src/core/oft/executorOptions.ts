/**
 * What LayerZero type-3 options (`extraOptions` of an OFT send) ask the destination's executor to
 * do with native coin: drops to receivers, value for `lzReceive` and `lzCompose`. Read exactly:
 * undefined for options vtkit cannot read. Gas limits cost nothing beyond the quoted fee.
 */
export type ExecutorOptionsRead = {
  nativeDrops: { amount: bigint; receiverWord: string }[]
  lzReceiveValue: bigint
  composes: number
}

const EXECUTOR_WORKER = 1
const DVN_WORKER = 2

export function readExecutorOptions(options: string): ExecutorOptionsRead | undefined {
  const read: ExecutorOptionsRead = { nativeDrops: [], lzReceiveValue: 0n, composes: 0 }
  if (options === '0x' || options === '') return read
  if (!/^0x0003([0-9a-fA-F]{2})*$/.test(options)) return undefined
  const hex = options.slice(6).toLowerCase()
  let at = 0
  while (at < hex.length) {
    if (at + 6 > hex.length) return undefined
    const worker = Number.parseInt(hex.slice(at, at + 2), 16)
    const size = Number.parseInt(hex.slice(at + 2, at + 6), 16)
    const body = hex.slice(at + 6, at + 6 + size * 2)
    if (size === 0 || body.length !== size * 2) return undefined
    at += 6 + size * 2
    if (worker === DVN_WORKER) continue
    if (worker !== EXECUTOR_WORKER) return undefined
    const type = Number.parseInt(body.slice(0, 2), 16)
    const data = body.slice(2)
    const u128 = (from: number) => BigInt(`0x${data.slice(from, from + 32)}`)
    if (type === 1 && (data.length === 32 || data.length === 64)) {
      if (data.length === 64) read.lzReceiveValue += u128(32)
    } else if (type === 2 && data.length === 96) {
      read.nativeDrops.push({ amount: u128(0), receiverWord: data.slice(32) })
    } else if (type === 3 && (data.length === 36 || data.length === 68)) {
      read.composes++
      if (data.length === 68) read.lzReceiveValue += BigInt(`0x${data.slice(36, 68)}`)
    } else if (type === 4 && data.length === 0) {
      // Ordered execution: no value.
    } else return undefined
  }
  return read
}
