import * as v from './validator.js'

/** `{ nextToken }` while more pages exist, `{}` (or nothing, or an empty token) at the end. */
export const paginationSchema = v.nullish(v.looseObject({ nextToken: v.nullish(v.string()) }), {})
