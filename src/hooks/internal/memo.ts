/** One derived value per source array, shared by every component that asks (per-observer `select` would rebuild it). */
export function memoizeByReference<TSource extends object, TResult>(
  build: (source: TSource) => TResult,
) {
  const cache = new WeakMap<TSource, TResult>()
  return (source: TSource): TResult => {
    let result = cache.get(source)
    if (result === undefined) {
      result = build(source)
      cache.set(source, result)
    }
    return result
  }
}
