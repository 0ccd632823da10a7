// A module of its own: the widget's page orders the source balance by it, while the picker's
// lists that also read it load later (a bundler keeps a whole module in one chunk).

/** The best-known symbols, in the order the picker offers them (and the order balances are read). */
export const popularSymbols = ['USDC', 'USDT', 'ETH', 'WETH', 'DAI', 'SOL']
