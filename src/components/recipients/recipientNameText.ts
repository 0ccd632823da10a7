import { formatMessage } from '../../locales/format.js'
import type { LocaleMessages } from '../../locales/types.js'
import type { RecipientName } from './useRecipientName.js'

type NameMessages = Pick<
  LocaleMessages,
  | 'recipientNameLooking'
  | 'recipientNameFound'
  | 'recipientNameFoundOnEthereum'
  | 'recipientNameMissing'
  | 'recipientNameUnavailable'
  | 'recipientNameFailed'
  | 'recipientNameNotPlain'
  | 'recipientNameOffchain'
>

/**
 * What the recipient field says of a typed name: a note while it is looked up and the address it
 * gave, in full (the address is what is signed), or an error when it gives none.
 */
export function recipientNameText(
  messages: NameMessages,
  name: RecipientName,
): { note?: string; error?: string } {
  switch (name.state) {
    case 'none':
      return {}
    case 'looking':
      return { note: formatMessage(messages.recipientNameLooking, { name: name.name }) }
    case 'found':
      return {
        // A name that sets no address for the destination: its Ethereum one, said as such.
        note: formatMessage(
          name.record === 'ethereum'
            ? messages.recipientNameFoundOnEthereum
            : messages.recipientNameFound,
          { name: name.name, address: name.address },
        ),
      }
    case 'failed':
      return { error: formatMessage(messages.recipientNameFailed, { name: name.name }) }
    case 'missing':
      return {
        error:
          name.reason === 'no-address'
            ? formatMessage(messages.recipientNameMissing, { name: name.name })
            : name.reason === 'no-ens'
              ? messages.recipientNameUnavailable
              : name.reason === 'offchain'
                ? formatMessage(messages.recipientNameOffchain, { name: name.name })
                : messages.recipientNameNotPlain,
      }
  }
}
