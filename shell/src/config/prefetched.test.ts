import { takePrefetched } from './prefetched';

const absolute = (path: string) => new URL(path, window.location.href).href;
const settled = Promise.resolve();

afterEach(() => {
  delete window.__cockpitPrefetch;
});

test('a prefetched response is found by the URL the shell reads, relative or absolute, and handed out once', async () => {
  const response = { ok: true } as Response;
  window.__cockpitPrefetch = { responses: { [absolute('/config.json')]: Promise.resolve(response) }, started: settled };
  await expect(takePrefetched('/config.json')).resolves.toBe(response);
  await expect(takePrefetched(absolute('/config.json'))).resolves.toBeUndefined();
});

test('a file prefetch.js has yet to start is waited for, not fetched beside it', async () => {
  const response = { ok: true } as Response;
  let start = () => {};
  const responses: Record<string, Promise<Response>> = {};
  window.__cockpitPrefetch = { responses, started: new Promise<void>((resolve) => (start = resolve)) };
  const taken = takePrefetched('/remotes.json');
  responses[absolute('/remotes.json')] = Promise.resolve(response);
  start();
  await expect(taken).resolves.toBe(response);
});

test('a failed prefetch is the reader’s failure, reported as its own fetch would be', async () => {
  const failed = Promise.reject(new TypeError('Failed to fetch'));
  failed.catch(() => undefined);
  window.__cockpitPrefetch = { responses: { [absolute('/config.json')]: failed }, started: settled };
  await expect(takePrefetched('/config.json')).rejects.toThrow('Failed to fetch');
});

test('without prefetch.js (or for a file it never started) the shell fetches for itself', async () => {
  await expect(takePrefetched('/config.json')).resolves.toBeUndefined();
  window.__cockpitPrefetch = { responses: {}, started: settled };
  await expect(takePrefetched('/remotes.json')).resolves.toBeUndefined();
});
