/**
 * Dotted labels ending in one that is not all digits ("alice.eth", "pay.example.com"): what a
 * name looks like. Amounts ("1.5") and addresses are not names.
 */
export function looksLikeName(text: string): boolean {
  return /^[^\s./\\:@]+(\.[^\s./\\:@]+)*\.[^\s./\\:@]*[^\s./\\:@\d][^\s./\\:@]*$/u.test(text)
}

/**
 * The name as ENS normalizes it (ENSIP-15), for names in plain ASCII letters, digits, hyphens and
 * leading underscores, where normalizing is lower-casing; undefined for any other name. Names
 * beyond ASCII are not looked up at all: they are where look-alike characters hide ("vitalík"),
 * and the full normalization tables would cost every page ~40 kB.
 */
export function plainEnsName(text: string): string | undefined {
  const name = text.toLowerCase()
  const labels = name.split('.')
  const plain = labels.every(
    (label) =>
      /^_*[a-z0-9-]*$/.test(label) &&
      label !== '' &&
      // DNS wire form gives a label one length byte.
      label.length <= 255 &&
      // ENSIP-15's hyphen rule: "xn--" and the like are not labels a person types.
      !(label.length >= 4 && label[2] === '-' && label[3] === '-'),
  )
  return plain ? name : undefined
}
