// The types the rooms of core/steps share (and `stepRules`, the names of the checks): what an
// executor implements, what a check reads, what the ledger records and what the journal stores.
export * from './checks.js'
export * from './executors.js'
export * from './ledger.js'
export * from './records.js'
