import { VtError } from '../core/errors.js'

/** A vtkit hook was used outside `<VtkitProvider>`. */
export class ProviderNotFoundError extends VtError {
  override readonly name = 'ProviderNotFoundError' as const
  constructor(hook: string) {
    super(`${hook} must be used inside <VtkitProvider>.`, {
      metaMessages: [
        'Wrap your app (inside your QueryClientProvider) in <VtkitProvider client={client}>.',
      ],
    })
  }
}
