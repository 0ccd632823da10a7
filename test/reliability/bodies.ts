import fc from 'fast-check'

/**
 * Response bodies of every kind, near a real one: arbitrary JSON, truncations, mutations (values of
 * other types at random depths, extra fields), oversized strings, text, HTML, empty; with the
 * statuses a service or proxy may send.
 */
export function malformedBodies(valid: unknown): fc.Arbitrary<{ text: string; status: number }> {
  const json = fc.jsonValue().map((value) => JSON.stringify(value))
  const truncated = fc
    .tuple(fc.constant(JSON.stringify(valid ?? {})), fc.nat())
    .map(([text, cut]) => text.slice(0, cut % (text.length + 1)))
  const mutated = fc
    .tuple(
      fc.constant(valid),
      fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.jsonValue()), { maxLength: 4 }),
    )
    .map(([base, edits]) => {
      const copy = structuredClone(base ?? {}) as Record<string, unknown>
      for (const [key, value] of edits) mutate(copy, key, value)
      return JSON.stringify(copy)
    })
  const oversized = fc
    .nat({ max: 3 })
    .map((size) => `{"chains":[{"name":"${'x'.repeat(10 ** (size + 3))}"`)
  const text = fc.oneof(
    json,
    truncated,
    mutated,
    oversized,
    fc.string(),
    fc.constant(''),
    fc.constant('null'),
    fc.constant('<html>502</html>'),
  )
  const status = fc.constantFrom(200, 200, 200, 400, 401, 404, 429, 500, 503)
  return fc.record({ text, status })
}

/** Sets a value somewhere in the body: at a random depth, chosen by the key's characters. */
function mutate(target: unknown, key: string, value: unknown): void {
  let node = target
  for (const char of key) {
    if (Array.isArray(node) && node.length > 0) node = node[char.charCodeAt(0) % node.length]
    else if (node && typeof node === 'object') {
      const keys = Object.keys(node)
      if (keys.length === 0) break
      const next = keys[char.charCodeAt(0) % keys.length] as string
      const record = node as Record<string, unknown>
      if (typeof record[next] !== 'object' || record[next] === null) {
        record[next] = value
        return
      }
      node = record[next]
    }
  }
  if (node && typeof node === 'object' && !Array.isArray(node))
    (node as Record<string, unknown>)[key || 'extra'] = value
}
