import { beforeAll, describe, expect, it } from 'vitest'
import { formatResult, kB, measureScenarios, type ScenarioResult } from '../../bench/bundle/run.js'
import { type Costs, type HostKind, hosts, measureVtkitBeyondHost } from '../../bench/peers/run.js'

// The budgets of issue #7, on the built package (`npm test` builds it first), measured the way
// `npm run bench:bundle` does: a small Vite app per entry point, minified, peers external.
let results: ScenarioResult[] = []
beforeAll(async () => {
  results = await measureScenarios()
  for (const result of results) console.log(formatResult(result))
}, 120_000)

const named = (prefix: string) => {
  const result = results.find((item) => item.scenario.name.startsWith(prefix))
  if (!result) throw new Error(`no scenario named ${prefix}…`)
  return result
}

describe('bundle budgets (gzip bytes an app pays beyond react, react-dom, TanStack Query, wagmi, viem)', () => {
  it.each([
    ['vtkit/core alone', 6_800],
    ['useChains', 8_000],
    // 62 → 65.6 kB in issue #18's second session: vtkit's own code for what it no longer takes
    // from viem (the receipt wait, its replacement search), stored and streamed catalogues, two
    // tabs, outages and a full storage. Beyond a wagmi host (below) the widget got smaller.
    // 65.6 → 65.7 kB for the four fixes below (a route pick kept, MAX, refused amount, New transfer),
    // 65.7 → 66.0 kB for what the demo's review found (see the hosts' budgets below), 66.1 kB
    // for a refusal remembered while the amount is typed again; 66.1 → 66.5 kB for the rest of the
    // demo's review (fees in their token and dollars, the timeline in one clock, amounts cut not
    // rounded, the progress view's fixed height, the cancel hint, short history dates); 66.5 →
    // 66.7 kB for what the review of those found (twelfth session: the native coin's fee priced,
    // tiny amounts not shown as 0, the cancel hint described, the running action at the bottom);
    // 66.8 kB for the second review's (the hint's status always present, 'Submitted' kept).
    // 66.8 → 70.6 kB for what knows production (issue #33, see bench/bundle/scenarios.ts); the
    // registry's data is loaded later (below); 70.9 kB for what the review of those found.
    // 70.9 → 73.4 kB for useBridge and the parts, scope, defaults by id, locks (issue #34; in
    // npm test's build, which reads ~0.25 kB more than bench:bundle alone); 74.3 kB with typed
    // events, routePriority and hide; 74.4 kB with what a review of those found; 78.4 kB with
    // the variants, URL sync, the value checks and the languages' lookup (bench/bundle/scenarios.ts);
    // 79.2 kB with what a review of those found; 81.0 kB with EIP-5792 batches (issue #35);
    // 81.3 kB with the findings and errors in the user's language (German: 6.9 kB, findings too);
    // 83.2 / 91.2 kB with issue #42's checks and endings (bench/bundle/scenarios.ts says why).
    // 83.8 → 82.0 kB when the steps' runner moved into the checks' chunk, loaded once a route is
    // chosen (−2.3 kB), with ENS names as recipients (+0.5 kB with a review's fixes).
    // Held at 82.0 kB: the name lookup loaded when a name is typed (−0.45 kB) paid for the card's
    // finish (+0.3 kB of CSS: its width, elevation, the route's folds as controls), From/To as
    // one part with OftTransfer's (+0.2 kB in an app without OftTransfer, whose copies it saved)
    // and the lists' failure said on the card (+0.1 kB); 81.8 measured.
    // 82.0 → 78.0 kB when what the checks read first (the chains' facts, the registry's lookups)
    // joined them in their chunk, loaded on demand (77.9 measured; the total unchanged).
    // 78.0 → 76.7 kB measured as Vite builds an app (bench/bundle/measure.ts: shared code may
    // live in the page's chunk, as it does in an app; the measure split it out before).
    // 76.7 → 75.4 kB when a run's wallet requests (a receipt's wait, a batch sent and followed,
    // the block's gas limit) and the batch plan joined the runner's chunk (the total unchanged).
    // 75.4 → 66.0 kB when what the card shows only after its first paint (the progress, the
    // history, the picker's lists, the settings' fields, the route's folds) loads on demand with
    // the runner (issue #41: 65.9 kB measured; the total +2.6 kB, below); 64.6 kB with what the
    // checks found, what must be accepted before a start and the run's errors (64.5 kB measured);
    // 65.0 kB with what a review of those found (one state for the page's views, the start
    // waiting for them, the failure said in the user's words, focus: 64.9 kB measured).
    // 65.0 → 54.1 kB when the run (useBridgeRun, handed to the card by BridgeRunHost), the views'
    // English texts and the route's action (RouteAction) load with the views, and the modules
    // the page needed one function of lost their lazy-only parts (53.96 kB measured; German 62.36);
    // 54.2 / 62.6 kB with what a review of those found (the run read before the browser paints,
    // the views loaded at once where the journal holds transfers: 54.16 / 62.54 kB measured).
    ['BridgeWidget with styles.css', 54_200],
    ['BridgeWidget in German', 62_600],
  ])('%s stays within %i bytes', (prefix, budget) => {
    const { size, scenario } = named(prefix)
    expect(scenario.budgetGzip).toBe(budget)
    expect(size.gzip - size.lazy.gzip, formatResult(named(prefix))).toBeLessThanOrEqual(budget)
  })

  it('loads later, each in a chunk of its own: the run, its checks and runner with the views shown after the first paint, the registry of production contracts, the ENS lookup', () => {
    const { size, scenario } = named('BridgeWidget')
    const result = formatResult(named('BridgeWidget'))
    expect(scenario.lazyBudgetGzip).toBe(57_700)
    // Which lazy chunk holds a module (a bundler names a shared chunk after any module in it).
    const chunkHolding = (module: string) => {
      const file = size.lazy.files.find((name) => size.modulesByFile.get(name)?.includes(module))
      expect(file, `no lazy chunk holds ${module}`).toBeDefined()
      return { file: file ?? '', gzip: size.lazy.gzipByFile.get(file ?? '') ?? 0 }
    }
    // Loaded when a recipient is typed as a name (1.2 kB measured).
    expect(chunkHolding('components/recipients/lookUpName.js').gzip, result).toBeLessThanOrEqual(
      1_300,
    )
    expect(chunkHolding('core/registry/productionContracts.js').gzip, result).toBeLessThanOrEqual(
      9_000,
    )
    // The views and the runner they re-export were two chunks: the checks and the runner 23.3 kB
    // (23.19 kB measured), the views 12.6 kB (12.5). One chunk, 47.9 kB, since the run itself
    // (useBridgeRun, the engine's hooks, the status, the history), the views' English texts and
    // the route's action joined them (47.78 kB measured), issue #41's first paint.
    const views = chunkHolding('components/BridgeWidget/TransferProgress.js')
    for (const module of [
      'core/steps/run/runSteps.js',
      'core/steps/verify/verifyUserSteps.js',
      'components/BridgeWidget/BridgeRunHost.js',
      'components/BridgeWidget/useBridge/useBridgeRun.js',
      'hooks/useExecuteSteps.js',
      'hooks/useTransferHistory.js',
      'hooks/useTransferStatus.js',
      'core/steps/store/journal.js',
      'locales/en/viewMessages.js',
      'components/BridgeWidget/RouteAction.js',
      'components/StepRunner/StepRunner.js',
      'components/BridgeWidget/HistoryList.js',
      'components/TokenPicker/TokenList.js',
      'components/TokenPicker/ChainList.js',
      'components/BridgeWidget/SettingsFields.js',
      'components/QuoteCard/QuoteList.js',
      'components/QuoteCard/Fees.js',
      'components/StepRunner/Steps.js',
      'components/StatusTimeline/StatusTimeline.js',
      'components/StepRunner/Findings.js',
      'components/BridgeWidget/ValueConfirms.js',
    ])
      expect(chunkHolding(module).file, module).toBe(views.file)
    expect(views.gzip, result).toBeLessThanOrEqual(47_900)
    // Those three and core's door to the views' chunk (`onDemand`, 0.2 kB), nothing shared beside.
    expect(size.lazy.files, result).toHaveLength(4)
    expect(size.lazy.gzip).toBeLessThanOrEqual(57_700)
    // An app that only fetches never holds it, now or later.
    for (const prefix of ['vtkit/core alone', 'vtkit/core, a whole flow', 'useChains'])
      expect(named(prefix).size.lazy.files, prefix).toEqual([])
  })

  it('bundles no language an app does not import, and one pack as a module of its own', () => {
    // A language is a module named by its tag (`locales/de.js`); English, plural reading and the
    // pack lookup live beside them (`locales/en/`, `format.js`, `packs.js`) and ship with every app.
    const languages = (name: string) =>
      [...named(name).size.modules.keys()].filter((module) =>
        /^locales\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.js$/.test(module),
      )
    expect(languages('BridgeWidget with styles.css')).toEqual([])
    const german = named('BridgeWidget in German')
    expect(languages('BridgeWidget in German')).toEqual(['locales/de.js'])
    const packCost = german.size.gzip - named('BridgeWidget with styles.css').size.gzip
    console.log(`German costs the app that imports it ${(packCost / 1000).toFixed(1)} kB gzip`)
    expect(packCost).toBeGreaterThan(1_000)
    // Its texts, and what the safety checks found and the errors, in German (about half each);
    // 7.5 → 7.6 kB for the ledger's lines (issue #39: what is signed, in German too); 7.6 →
    // 8.0 kB for issue #42's words (the checksum, the recipient's confirm and findings, the
    // handover, the summary, fees named as fees); 8.1 kB for the smart account's finding and
    // "Found on other chains"; 8.4 kB for the ENS names' seven sentences; 8.5 kB for the views
    // that could not be loaded (8.42 kB).
    expect(packCost).toBeLessThanOrEqual(8_500)
  })

  it('counts the stylesheet with the widget', () => {
    expect(named('BridgeWidget').size.files.some((file) => file.endsWith('.css'))).toBe(true)
  })

  it('keeps Solana out of an EVM-only app, and every chain list of viem/chains', () => {
    const { size } = named('BridgeWidget')
    expect([...size.peerImports].filter((id) => /solana|viem\/chains/.test(id))).toEqual([])
    expect(size.code).not.toMatch(/@solana|VersionedTransaction|mainnet-beta/)
    // Beyond vtkit itself, only Radix primitives (its one dependency).
    expect(
      [...size.packages.keys()].filter(
        (name) => name !== 'vtkit' && name !== 'app' && !/^(radix-ui|@radix-ui\/)/.test(name),
      ),
    ).toEqual([])
  })

  it('gives the core to an app without React or wagmi', () => {
    expect([...named('vtkit/core alone').size.peerImports]).toEqual([])
  })
})

describe('the widget in a wagmi host app, everything bundled (how bench:peers measures LI.FI and Relay)', () => {
  let costs: Costs
  beforeAll(async () => {
    costs = await measureVtkitBeyondHost()
    for (const kind of Object.keys(hosts) as HostKind[])
      console.log(
        `BridgeWidget beyond ${hosts[kind].label}: ${kB(costs[kind].minified)} min, ${kB(costs[kind].gzip)} gzip`,
      )
  }, 240_000)

  // Catches what the peers-external budget cannot see: code of viem or wagmi that only vtkit
  // pulls in (getPublicClient alone would add ~70 kB gzip of viem's public actions).
  // 40 kB until vtkit read what each step does (the multicall batch, typed data, executor
  // options, Solana and Starknet instructions): ~11.5 kB gzip. 54 → 69 kB with the product card
  // of issue #15 (Radix Tabs, RadioGroup, Collapsible ~8 kB; panels, progress, outcome, history
  // ~7 kB); 69 → 68.5 kB once the Solana and Starknet checks left EVM-only apps (-2.4 kB), which
  // paid for the refusal alert, the copyable transfer id, the folded outcome, the arrival step
  // and "Best return" with native fees (+1.7 kB); 68.5 → 68.9 kB for a Solana wallet in the
  // widget (issue #17: its balances, the SOL fees in the funds check, MAX keeping rent, the
  // default recipient only the user's own wallet, a resumed transfer's own signer, a Solana
  // signature journaled before it leaves: +0.7 kB; the Solana library itself stays out);
  // 68.9 → 69.6 kB for the wallet's holdings first in the From picker (EVM and Solana);
  // 69.6 → 69.8 kB for the routes before a wallet connects (and only the wallet's own quote
  // runnable), chain logos on the token buttons, the wallet's network above "Switch to",
  // "Start another transfer" in transit and "Enter a recipient address", after OftTransfer's
  // texts left the widget (-0.4 kB).
  // 69.8 → 71.0 kB for wallet changes mid-flow (issue #18: a sped-up transaction followed to
  // its new hash, a cancelled one stopped with the step sendable again, a bound on an unmined
  // one, the pause while the wallet is on another account and the widget keeping its transfer
  // on screen meanwhile: +1.3 kB).
  // Then, in the same session, found replacements while no page waited (the nonce slot), the
  // widget keeping unsettled transfers on screen, /status outages, a full storage, catalogues
  // streamed page by page and kept between visits, the first quote asked without waiting for
  // the whole chain list, and one tab driving a transfer (Web Locks, BroadcastChannel): +3.6 kB,
  // paid back by the receipt wait as plain JSON-RPC and the history without useQueries
  // (-3.8 kB): 71.0 / 67.2 kB still.
  // 71.0 → 71.1 kB for four fixes of what users saw (issue #15's tenth session): a route pick kept
  // across new quotes, MAX of a native coin keeping its fees and gas, a refused route's amount
  // not shown as what arrives, "New transfer" forgetting the quote just sent.
  // 71.1 → 71.4 / 67.2 → 67.6 kB for what a fresh-eyes review of the demo found (same session):
  // History opening intent orders, the ETA not counting before signing, the destination kept,
  // a controlled TokenPicker, the settings layout, "Send to my wallet", the timeline in order,
  // catalogue logos for given tokens, long amounts shown whole; 71.4 → 71.5 kB for a refusal
  // remembered while the amount is typed again; 71.5 → 71.9 / 67.6 → 68.1 kB for the rest of the
  // demo's review (issue #15's eleventh session, the same fixes as the widget's budget above);
  // 71.9 → 72.1 / 68.1 → 68.3 kB for the review of those (twelfth session, as above), 72.3 /
  // 68.4 kB for the second review's (same session).
  // Issue #15 asks for 60 kB; in a host that uses wagmi's account hooks (TanStack's observers
  // are then the host's) the widget costs ~4 kB less.
  // 72.3 / 68.4 → 84.3 / 79.7 kB for what knows production (issue #33): the checks, +4 kB in what
  // a page loads, and the registry's data, 7.8 kB loaded once a transfer is verified. bench:peers:
  // 0.205× LI.FI's widget and 0.198× Relay's in the bare host (0.186× / 0.179× of what loads
  // with the page); the Stargate rows are 5.2 kB of the data, and only dropping them would meet
  // 0.2× of LI.FI's: every Stargate transfer would warn again (BENCHMARKS.md). 84.3 / 79.7 →
  // 86.9 / 82.2 kB for useBridge and the parts, scope, defaults by id, locks (issue #34; in npm
  // test's build, ~0.2 kB above bench:peers alone); 87.7 / 83.0 kB with events, routePriority, hide;
  // 87.8 / 83.2 kB with what a review of those found; 91.8 / 87.2 kB with the variants, URL
  // sync, the value checks and the languages' lookup (issues #34 and #35, same as above);
  // 92.7 / 88.2 kB with what a review of those found; 94.4 / 89.8 kB with EIP-5792 batches;
  // 94.8 / 90.2 kB with the findings and errors in the user's language.
  // 94.8 / 90.2 → 104.0 / 99.5 kB for issue #39's ledger of value (+6.1 kB: every unit read from
  // the calldata, its invariants, the lines of what is signed; +0.8 kB for what three attack
  // reviews of it found) and for loading the step checks later (+2.2 kB of chunk overhead, for a
  // page that loads 9.1 kB less: 77.7 kB with the widget's stylesheet). What the page loads
  // stayed within its budget; this total had to move (BENCHMARKS.md, the note).
  // 104.0 / 99.5 → 104.2 / 99.6 kB for every error's `walk()` and `docsPath` and useBridge as
  // four hooks (issue #40: +0.07 and +0.03 kB gzip); 104.4 / 99.8 kB when TokenPicker, QuoteCard
  // and StepRunner were split under 400 lines (+0.2 kB, measured commit by commit: the split
  // alone; why a module boundary costs the bundled app this much is not found yet, see #40).
  // 104.4 / 99.8 → 109.9 / 105.4 kB for issue #42 (the widget's +5.3 kB, said above);
  // 110.6 / 106.0 kB with the next stop's (110.4 / 105.9 measured, the widget's +0.5 kB).
  // 113.5 / 108.9 kB with ENS names as recipients (+1.4 kB all in: the lookup encoded by vtkit,
  // not viem's getEnsAddress, which alone cost the bare host 21.5 kB) and the runner moved into
  // the checks' chunk (the page loads 2.3 kB less; the total, +0.8 kB of chunk overhead).
  // 114.8 / 110.2 kB with the card's finish (+0.3 kB of CSS), the name lookup loaded on demand
  // (the page −0.45 kB; all in +0.6 kB: its chunk, and core's Keccak and address checks split
  // into a chunk the three share), From/To shared with OftTransfer (+0.2 kB here) and the lists'
  // failure said on the card (+0.1 kB). 114.7 / 110.1 measured.
  // 112.8 / 108.9 kB measured as Vite builds an app (the shared code in the page's chunk, not in
  // chunks of its own: −1.8 / −1.3 kB), with the checks' reading loaded later (±0); 112.9 /
  // 109.0 kB with that chunk prefetched once the browser is idle (+0.1 kB: 112.8 / 108.91).
  // 115.5 / 111.6 kB when the views shown after the first paint load on demand (issue #41: the
  // page −9.4 kB, this total +2.6 kB, 115.45 / 111.49 measured; a chunk's imports and exports
  // and what gzip no longer shares across two files). The first paint was chosen over this
  // total: BENCHMARKS.md and the note say why. 115.9 / 111.9 kB with what a review of
  // those found (115.75 / 111.79 measured). 117.7 / 113.5 kB when the run, the views' texts and
  // the route's action load with the views (issue #41: the page −10.9 kB, this total +1.8 / +1.7
  // kB, 117.56 / 113.44 measured: what gzip no longer shares with the page, the store that hands
  // the run over and the idle run standing in): the first paint chosen again, as above;
  // 117.8 / 113.6 kB with what a review of those found (117.70 / 113.58 measured).
  it.each([
    ['bare', 117_800],
    ['account', 113_600],
  ] as [HostKind, number][])(
    'in %s host, costs at most %i bytes gzip, viem and wagmi parts included',
    (kind, budget) => {
      expect(costs[kind].gzip).toBeGreaterThan(0)
      expect(costs[kind].gzip).toBeLessThanOrEqual(budget)
    },
  )

  it('the account host saves what its own query hooks already bundle', () => {
    expect(costs.account.gzip).toBeLessThan(costs.bare.gzip)
  })
})
