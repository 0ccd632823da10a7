// The widget's views loaded on demand, imported once per worker before its files, as a page has
// them once its idle prefetch is done: the first widget a worker renders then waits for them no
// longer than a page would (their first import here takes seconds). Their loading, failing and
// retry are tested on their own (test/components/onDemandViews.test.tsx, the host apps).
if (typeof document !== 'undefined')
  await import('../../src/components/BridgeWidget/onDemandViews.js')

export {}
