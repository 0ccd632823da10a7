/**
 * An OFT moves amounts in its shared decimals: what a source deployment's local decimals hold
 * beyond them (the dust) stays with the sender. `sendable + dust === amount`.
 */
export function splitOftDust(
  amount: bigint,
  localDecimals: number,
  sharedDecimals: number,
): { sendable: bigint; dust: bigint } {
  const rate = 10n ** BigInt(Math.max(0, localDecimals - sharedDecimals))
  const dust = amount % rate
  return { sendable: amount - dust, dust }
}
