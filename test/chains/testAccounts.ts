import { pbkdf2Sync } from 'node:crypto'
import { HDKey } from 'viem/accounts'

/**
 * How many funded accounts each local chain has. Test files take disjoint ranges, so balances and
 * allowances never leak between them: 0 operator, 1 shared user, 2-29 executeSteps, 30-35
 * useExecuteSteps, 36-39 StepRunner, 40-49 BridgeWidget, 50-79 the reliability faults, 80-85 and 89
 * OFT sends (core), 86-88 useExecuteOftTransfer, 90-103 the OftTransfer component, 104-109 wallet
 * changes (core), 110-111 the widget paused for its account, 112 StepRunner's "keep waiting",
 * 113-117 replacements found by their nonce (core), 118 the widget's unmined transaction, 119
 * useExecuteSteps paused for its account, 120-123 one transfer in two tabs (core), 124 the widget's
 * MAX of ETH, 125-126 StepRunner's too, 127-128 native OFT sends (core), 129-131 useBridge and the
 * widget's scope, locks and defaults by id, 132-143, 147-156 EIP-5792 batches (core), 144-145 the
 * widget's one-prompt batch, 146 an OFT batch, 157-164 the value ledger's hostile classes (core),
 * 165 the widget's value checks (funded: useBridge's tests need an account that holds no USDC),
 * 166-175 the widget's recipients, amounts and route handover, 176-177 recipients given as ENS
 * names (the widget), 178-179 (OftTransfer).
 */
export const TEST_ACCOUNT_COUNT = 180

const mnemonic = 'test test test test test test test test test test test junk'

let keys: string[] | undefined

/**
 * Hardhat's own test accounts (its default mnemonic, m/44'/60'/0'/0/i), derived here and handed to
 * each node: hardhat's derivation took 6.5 s of a node's 8.5 s start, this one 0.3 s.
 */
export function testAccountKeys(): string[] {
  if (keys) return keys
  // BIP-39's seed: PBKDF2-SHA512 of the phrase, salted "mnemonic" (no passphrase), 2048 rounds.
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const accounts = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0")
  keys = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => {
    const key = accounts.deriveChild(index).privateKey
    if (!key) throw new Error(`no key for test account ${index}`)
    return `0x${Buffer.from(key).toString('hex')}`
  })
  return keys
}
