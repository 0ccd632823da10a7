import { VtError } from './base.js'

/**
 * Another tab (or window) of this browser is running this transfer: one drives it at a time, so
 * nothing was asked of the wallet here. It goes on here if that tab closes.
 */
export class TransferElsewhereError extends VtError {
  override readonly name = 'TransferElsewhereError' as const
  readonly quoteId: string
  constructor(init: { quoteId: string }) {
    super('This transfer is running in another tab of this browser.', {
      metaMessages: [`Transfer: ${init.quoteId}`],
    })
    this.quoteId = init.quoteId
  }
}
