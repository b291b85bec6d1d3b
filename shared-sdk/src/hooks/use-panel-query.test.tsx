import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { noteStale } from '../http/shared-cache';
import { usePanelQuery } from './use-panel-query';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

test("data the shared cache served while the API failed is the panel's data, stale, aged from when it was fetched", async () => {
  const fetchedAt = Date.now() - 90_000;
  const fetcher = async (signal: AbortSignal) => {
    noteStale(signal, fetchedAt);
    return [1, 2];
  };
  const { result } = renderHook(() => usePanelQuery(['t', 'stale'], fetcher, 0), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual([1, 2]));
  expect(result.current.error).toMatchObject({ name: 'UpstreamStale' });
  expect(result.current.dataUpdatedAt).toBe(fetchedAt);
});

test('a fresh answer is plain data with no error', async () => {
  const { result } = renderHook(() => usePanelQuery(['t', 'fresh'], async () => ({ n: 1 }), 0), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
  expect(result.current.error).toBeNull();
  expect(result.current.dataUpdatedAt).toBeGreaterThan(Date.now() - 5000);
});
