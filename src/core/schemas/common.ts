import * as v from './validator.js'

/**
 * `T` with the field `K` of type `V`. Not `Omit`: on a type that keeps unknown fields (an index
 * signature) it would drop the known ones.
 */
export type WithField<T, K extends string, V> = {
  [Key in keyof T as Key extends K ? never : Key]: T[Key]
} & { [P in K]: V }

/** A string enum that keeps values it does not know: typed as the known ones, plus any string. */
export type OpenEnum<T extends string> = T | (string & {})

export function openEnum<T extends string>(): v.GenericSchema<OpenEnum<T>> {
  return v.string() as v.GenericSchema<OpenEnum<T>>
}

export const nonEmptyString = v.pipe(v.string(), v.minLength(1, 'must not be empty'))

/** Amounts: exact integers in smallest units, as decimal digits (no sign, exponent or point). */
export const digitString = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number in smallest units (digits only)'),
)

export const evmAddress = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte hex address'),
)

export const hexData = v.pipe(
  v.string(),
  v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex'),
)

/** Any chain's address: non-empty, no whitespace, bounded. Chain-specific checks happen where the kit acts. */
export const anyAddress = v.pipe(
  v.string(),
  v.regex(/^\S{1,128}$/, 'must be an address (no spaces, at most 128 characters)'),
)

export const decimals = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(0, 'must be 0 or more'),
  v.maxValue(255, 'must be 255 or less'),
)

/** Values sent as strings or numbers (gas limits): kept as the decimal string. */
export const numericText = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d+$/)), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform((value) => String(value)),
)

/** A chain id: an integer from `min`, or its decimal digits as text (read as a number). */
/* @__NO_SIDE_EFFECTS__ */
export function chainIdNumber(min: number) {
  return v.pipe(
    v.union([
      v.pipe(v.number(), v.integer()),
      v.pipe(
        v.string(),
        v.regex(/^\d{1,15}$/, 'must be a chain id'),
        v.transform((text: string) => Number(text)),
      ),
    ]),
    v.minValue(min),
  )
}
