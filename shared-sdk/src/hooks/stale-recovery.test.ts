import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { noteKeptAnswer, settleKeptQuery } from '../http/kept-answers';
import { watchStaleRecovery } from './stale-recovery';

/** Panels that refresh once an hour: only the recovery can bring them back within the test. */
const HOUR = 3_600_000;

function wall(count: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchInterval: HOUR, staleTime: HOUR } },
  });
  let apiUp = true;
  const calls: number[] = Array.from({ length: count }, () => 0);
  const observers = calls.map((_, i) => {
    const observer = new QueryObserver(client, {
      queryKey: ['panel', i],
      queryFn: async ({ queryKey, signal }) => {
        calls[i] += 1;
        // The worker's kept copy while the API is out of reach (what the page sees behind a hanging network).
        if (!apiUp) noteKeptAnswer(signal, 1);
        settleKeptQuery(queryKey, signal);
        return apiUp ? 'live' : 'kept';
      },
    });
    observer.subscribe(() => undefined);
    return observer;
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { client, calls, observers, setApi: (up: boolean) => void (apiUp = up), settled };
}

test('back from an outage, every stale panel refetches at once: started by the probe, or by the worker saying the network answers', async () => {
  const { client, calls, observers, setApi, settled } = wall(4);
  await settled();
  setApi(false);
  await client.refetchQueries();
  expect(observers.map((o) => o.getCurrentResult().data)).toEqual(['kept', 'kept', 'kept', 'kept']);
  const recovery = watchStaleRecovery(client, 50);
  try {
    const before = [...calls];
    await new Promise((resolve) => setTimeout(resolve, 180));
    // While cut off, the probe asks one panel at a time, not all.
    expect(calls.reduce((a, b) => a + b) - before.reduce((a, b) => a + b)).toBeLessThanOrEqual(4);
    setApi(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(observers.map((o) => o.getCurrentResult().data)).toEqual(['live', 'live', 'live', 'live']);
  } finally {
    recovery.stop();
  }
});

test('one failing panel among live ones is no outage: no probe, and the others are not refetched', async () => {
  const { client, calls, settled } = wall(3);
  await settled();
  const failing = new QueryObserver(client, {
    queryKey: ['panel', 'broken'],
    queryFn: async () => Promise.reject(new Error('404')),
  });
  failing.subscribe(() => undefined);
  await settled();
  const recovery = watchStaleRecovery(client, 20);
  try {
    const before = [...calls];
    await client.refetchQueries({ queryKey: ['panel', 0] });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls.slice(1)).toEqual(before.slice(1));
  } finally {
    recovery.stop();
  }
});
