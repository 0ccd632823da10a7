// Storybook's props tables read each prop's type from the components' own source: every prop of
// BridgeWidget found, each as written (not "union").
import { describe, expect, it } from 'vitest'
import { memberTypes } from '../../.storybook/propTypes'
import widgetSource from '../../src/components/BridgeWidget/BridgeWidget.tsx?raw'
import bridgeTypes from '../../src/components/BridgeWidget/useBridge/types.ts?raw'
import uiSource from '../../src/components/ui.ts?raw'
import type { BridgeWidgetProps } from '../../src/exports/index'

// Every prop, as TypeScript knows them: a prop added to the type fails to compile here until it
// is named, and the test then checks the table has it.
const everyProp = {
  className: true,
  locale: true,
  messages: true,
  colorScheme: true,
  theme: true,
  values: true,
  defaultValues: true,
  onChange: true,
  onQuote: true,
  onStepSubmitted: true,
  onTransferComplete: true,
  onError: true,
  solana: true,
  executors: true,
  walletAddress: true,
  journal: true,
  receiptTimeoutMs: true,
  atomicBatch: true,
  scope: true,
  lock: true,
  recipientLabel: true,
  onEvent: true,
  routePriority: true,
  valueLoss: true,
  rateChangeTolerance: true,
  syncWithUrl: true,
  hide: true,
  connectWallet: true,
  chainLogos: true,
  variant: true,
  open: true,
  defaultOpen: true,
  onOpenChange: true,
  trigger: true,
} satisfies Record<keyof BridgeWidgetProps, true>

const widgetTypes = {
  ...memberTypes(uiSource, 'UiProps'),
  ...memberTypes(bridgeTypes, 'UseBridgeParameters'),
  ...memberTypes(widgetSource, 'BridgeWidgetProps'),
}

describe('the props tables’ types', () => {
  it('find every prop of BridgeWidget', () => {
    expect(Object.keys(widgetTypes).sort()).toEqual(Object.keys(everyProp).sort())
  })

  it('give each its type as the source writes it', () => {
    expect(widgetTypes).toMatchObject({
      variant: "'card' | 'compact' | 'drawer'",
      colorScheme: "'light' | 'dark'",
      routePriority: "'return' | 'fastest' | 'cheapest'",
      lock: 'BridgeLock',
      valueLoss: 'Partial<ValueLossThresholds>',
      connectWallet: 'ReactNode | ((chainType: ChainType) => ReactNode)',
      onEvent: '((event: BridgeEvent) => void)',
      executors: '{ solana?: SolanaExecutor; starknet?: StarknetExecutor }',
      chainLogos: 'Readonly<Record<string, string>>',
      trigger: 'ReactNode',
    })
  })

  it('reads strings and comments as TypeScript does', () => {
    const source = [
      '// vtkit/* a path in a comment, not a comment opening',
      'export type Odd = {',
      "  /** With a } in its comment. */ sep?: ';' | ',' | '}' | undefined",
      "  url: 'https://x.example/{id}' // the rest: a comment",
      '  on: (value: Map<string, number>) => void; next: boolean',
      '}',
    ].join('\n')
    expect(memberTypes(source, 'Odd')).toEqual({
      sep: "';' | ',' | '}'",
      url: "'https://x.example/{id}'",
      on: '(value: Map<string, number>) => void',
      next: 'boolean',
    })
  })

  it('refuses what it cannot read, rather than a wrong table', () => {
    expect(() => memberTypes('export type Other = {}', 'Missing')).toThrow(/Missing/)
    expect(() =>
      memberTypes('export type Alias = Partial<Other>\n\nexport type Other = { a: 1 }', 'Alias'),
    ).toThrow(/no type literal/)
    expect(() =>
      memberTypes('export type Methods = { a: 1\n  run(x: number): void }', 'Methods'),
    ).toThrow(/run\(x/)
    expect(() => memberTypes('export type Indexed = { [key: string]: number }', 'Indexed')).toThrow(
      /\[key/,
    )
  })
})
