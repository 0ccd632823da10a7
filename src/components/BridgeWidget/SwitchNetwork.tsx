import { formatMessage } from '../../locales/format.js'
import { walletChainName } from '../walletChain.js'
import { useBridgeContext } from './bridgeContext.js'

/** The wallet is on another chain than the route's source: where it is, and the switch. */
export function SwitchNetwork({ to }: { to: { chainId: number; name: string } }) {
  const { bridge, messages } = useBridgeContext('Action')
  return (
    <>
      <p className="vtkit-muted vtkit-wallet-chain">
        {formatMessage(messages.walletOnChain, {
          chain: walletChainName(bridge.chains, bridge.wagmiChains, bridge.walletChainId),
        })}
      </p>
      <button
        type="button"
        className="vtkit-button vtkit-wide"
        data-variant="primary"
        onClick={() => bridge.switchNetwork(to.chainId)}
      >
        {formatMessage(messages.actionSwitchTo, { chain: to.name })}
      </button>
    </>
  )
}
