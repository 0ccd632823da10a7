import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderHookOptions, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Client } from '../../src/exports/core.js'
import { VtkitProvider } from '../../src/exports/index.js'

/** A fresh QueryClient per test: no cache leaks between tests. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

export function wrapperFor(client: Client, queryClient = createTestQueryClient()) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <VtkitProvider client={client}>{children}</VtkitProvider>
      </QueryClientProvider>
    )
  }
}

/** renderHook inside a QueryClientProvider and a VtkitProvider for `client`. */
export function renderVtkitHook<Result, Props>(
  hook: (props: Props) => Result,
  {
    client,
    queryClient,
    ...options
  }: { client: Client; queryClient?: QueryClient } & RenderHookOptions<Props>,
) {
  const resolvedQueryClient = queryClient ?? createTestQueryClient()
  return {
    queryClient: resolvedQueryClient,
    ...renderHook(hook, { wrapper: wrapperFor(client, resolvedQueryClient), ...options }),
  }
}
