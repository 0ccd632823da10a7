import { createContext } from 'react'

/**
 * The chain whose ENS names the recipient fields look up (`VtkitProvider`'s `ensChainId`):
 * mainnet unless the app names another. Only mainnet by default, because names on a test network
 * (or another chain's name service) are anyone's to register: "bob.eth" there is not Bob.
 */
export const EnsChainContext = createContext(1)
