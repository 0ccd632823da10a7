import { createContext, useContext } from 'react'
import type { Client } from '../core/config.js'
import { ProviderNotFoundError } from './errors.js'

export const VtkitContext = createContext<Client | undefined>(undefined)

/** The core client of the nearest `VtkitProvider`, for composing your own hooks. */
export function useVtkitClient(hook = 'useVtkitClient'): Client {
  const client = useContext(VtkitContext)
  if (!client) throw new ProviderNotFoundError(hook)
  return client
}
