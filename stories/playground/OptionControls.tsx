import { simulator } from '../../.storybook/simulator'
import { lockableRecipient } from './code'
import { between, Check, Choice, Group, Select, TextField } from './fields'
import { languages, type PlaygroundState, type Side, tokenChoices } from './state'

type Update = (changes: Partial<PlaygroundState>) => void

// The simulator's real-world chains (it also makes up a hundred more), and its common tokens.
const chains = simulator.catalog.chains
  .slice(0, 20)
  .map((chain) => [chain.chainKey, chain.name] as const)

function symbolsOn(chainKey: string): string[] {
  const symbols = simulator.catalog.tokens
    .filter((token) => token.chainKey === chainKey)
    .map((token) => token.symbol)
  return [...new Set(symbols)].sort((a, b) => a.localeCompare(b))
}

const toggled = (list: string[], item: string, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item)

/** The widget's options, as its props name them. */
export function OptionControls({ state, update }: { state: PlaygroundState; update: Update }) {
  return (
    <>
      <Choice
        legend="Variant"
        value={state.variant}
        options={[
          ['card', 'Card'],
          ['compact', 'Compact'],
          ['drawer', 'Drawer'],
        ]}
        onChange={(variant) => update({ variant })}
      />
      <Group legend="Starting values">
        <SidePicker label="From" side={state.from} onChange={(from) => update({ from })} />
        <SidePicker label="To" side={state.to} onChange={(to) => update({ to })} />
        <TextField label="Amount" value={state.amount} onChange={(amount) => update({ amount })} />
      </Group>
      <ChainScope
        legend="Chains to send from"
        chosen={state.fromChains}
        onChange={(fromChains) => update({ fromChains })}
      />
      <ChainScope
        legend="Chains to send to"
        chosen={state.toChains}
        onChange={(toChains) => update({ toChains })}
      />
      <Choice
        legend="Tokens offered"
        value={state.tokens.offered}
        options={[
          ['all', 'All'],
          ['only', 'Only these'],
          ['except', 'All but these'],
        ]}
        onChange={(offered) => update({ tokens: { ...state.tokens, offered } })}
      />
      {state.tokens.offered !== 'all' && (
        <Group legend={state.tokens.offered === 'only' ? 'Offered' : 'Not offered'}>
          {tokenChoices.map((symbol) => (
            <Check
              key={symbol}
              label={symbol}
              checked={state.tokens.symbols.includes(symbol)}
              onChange={(on) =>
                update({
                  tokens: { ...state.tokens, symbols: toggled(state.tokens.symbols, symbol, on) },
                })
              }
            />
          ))}
          {state.tokens.symbols.length === 0 && (
            <p className="playground-hint">Until a token is ticked, every token is offered.</p>
          )}
        </Group>
      )}
      <Group legend="Featured tokens">
        {tokenChoices.map((symbol) => (
          <Check
            key={symbol}
            label={symbol}
            checked={state.featured.includes(symbol)}
            onChange={(on) => update({ featured: toggled(state.featured, symbol, on) })}
          />
        ))}
      </Group>
      <Group legend="Locked">
        {(['source', 'destination', 'amount', 'recipient'] as const).map((part) => (
          <Check
            key={part}
            label={
              part === 'source'
                ? 'From'
                : part === 'destination'
                  ? 'To'
                  : part === 'amount'
                    ? 'Amount'
                    : 'Recipient'
            }
            checked={state.lock[part]}
            onChange={(on) => update({ lock: { ...state.lock, [part]: on } })}
          />
        ))}
        {state.lock.recipient && (
          <>
            <TextField
              label="Recipient address"
              value={state.recipient}
              placeholder="0x…"
              problem={(text) =>
                lockableRecipient(text.trim())
                  ? undefined
                  : 'An EVM or Solana address (a locked recipient is never looked up by name).'
              }
              onChange={(recipient) => update({ recipient: recipient.trim() })}
            />
            {!lockableRecipient(state.recipient) && (
              <p className="playground-hint">Until an address is given, nothing is locked.</p>
            )}
            <TextField
              label="Recipient label"
              value={state.recipientLabel}
              placeholder="Your Aave account"
              onChange={(recipientLabel) => update({ recipientLabel })}
            />
          </>
        )}
      </Group>
      <Group legend="Hidden">
        {(
          [
            ['history', 'History tab'],
            ['settings', 'Settings'],
            ['recipient', 'Recipient'],
            ['routes', 'Other routes'],
            ['swapButton', 'Swap button'],
          ] as const
        ).map(([part, label]) => (
          <Check
            key={part}
            label={label}
            checked={state.hide[part]}
            onChange={(on) => update({ hide: { ...state.hide, [part]: on } })}
          />
        ))}
      </Group>
      <Choice
        legend="Route chosen first"
        value={state.routePriority}
        options={[
          ['return', 'Best return'],
          ['fastest', 'Fastest'],
          ['cheapest', 'Cheapest'],
        ]}
        onChange={(routePriority) => update({ routePriority })}
      />
      <Group legend="Value lost before it is said">
        {(['warn', 'confirm'] as const).map((level) => (
          <TextField
            key={level}
            type="number"
            step={0.5}
            label={level === 'warn' ? 'Warn at (%)' : 'Ask to confirm at (%)'}
            value={String(state.valueLoss[level])}
            // The widget refuses a warning above its confirmation.
            problem={(text) =>
              between(0, 100)(text) ??
              ((
                level === 'warn'
                  ? Number(text) > state.valueLoss.confirm
                  : Number(text) < state.valueLoss.warn
              )
                ? 'Warn at must not be above Ask to confirm at.'
                : undefined)
            }
            onChange={(text) =>
              update({ valueLoss: { ...state.valueLoss, [level]: Number(text) } })
            }
          />
        ))}
      </Group>
      <Select
        label="Language"
        value={state.locale}
        options={languages}
        onChange={(locale) => update({ locale })}
      />
      <Group legend="Wallet">
        <Check
          label="Approve and send in one prompt (EIP-5792)"
          checked={state.atomicBatch}
          onChange={(atomicBatch) => update({ atomicBatch })}
        />
        <Check
          label="Story wallet connected (preview only)"
          checked={state.wallet}
          onChange={(wallet) => update({ wallet })}
        />
      </Group>
      <Select
        label="Services (preview only)"
        value={state.service}
        options={[
          ['normal', 'Quick'],
          ['slow', 'Slow (2 s per answer)'],
          ['failing', 'Failing (HTTP 503)'],
        ]}
        onChange={(service) => update({ service })}
      />
    </>
  )
}

function SidePicker({
  label,
  side,
  onChange,
}: {
  label: string
  side: Side
  onChange: (side: Side) => void
}) {
  const symbols = side.chain ? symbolsOn(side.chain) : []
  return (
    <div className="playground-pair">
      <Select
        label={`${label} chain`}
        value={side.chain}
        options={[['', 'None'], ...chains]}
        onChange={(chain) =>
          onChange({ chain, token: symbolsOn(chain).includes(side.token) ? side.token : '' })
        }
      />
      <Select
        label={`${label} token`}
        value={side.token}
        options={[['', 'None'], ...symbols.map((symbol) => [symbol, symbol] as const)]}
        onChange={(token) => onChange({ ...side, token })}
      />
    </div>
  )
}

function ChainScope({
  legend,
  chosen,
  onChange,
}: {
  legend: string
  chosen: string[]
  onChange: (chosen: string[]) => void
}) {
  return (
    <details className="playground-details">
      <summary>
        {legend}: {chosen.length === 0 ? 'all' : chosen.length}
      </summary>
      <Group legend={legend}>
        {chains.map(([chainKey, name]) => (
          <Check
            key={chainKey}
            label={name}
            checked={chosen.includes(chainKey)}
            onChange={(on) => onChange(toggled(chosen, chainKey, on))}
          />
        ))}
      </Group>
    </details>
  )
}
