import { fleetMapReader, fleetSourceReader } from './source-reading';

// jsdom has no Response: the reader uses only these three of it.
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });

test('reads the wall-facing endpoint under the wall credential and returns the reading', async () => {
  const fetchImpl = jest.fn((_url: string, _init?: RequestInit) =>
    answer(200, { value: [1, 2], intervalMs: 5000, goodAt: 9, stale: false }),
  );
  const read = fleetSourceReader('http://fleet.test/', 'wall-1', 'k3y', fetchImpl as unknown as typeof fetch);
  await expect(read(3, 'total', new AbortController().signal)).resolves.toEqual({
    value: [1, 2],
    intervalMs: 5000,
    goodAt: 9,
    stale: false,
  });
  const [url, init] = fetchImpl.mock.calls[0];
  expect(url).toBe('http://fleet.test/api/walls/wall-1/sources/3/total');
  expect(init?.headers).toEqual({ Authorization: 'Bearer k3y' });
});

test('a refusal says the service words, and a reply of another shape is refused', async () => {
  const refused = fleetSourceReader('http://f', 'w', 'k', (() =>
    answer(404, { error: '没有这个数据源或映射' })) as unknown as typeof fetch);
  await expect(refused(1, 'm', new AbortController().signal)).rejects.toThrow('HTTP 404：没有这个数据源或映射');
  const odd = fleetSourceReader('http://f', 'w', 'k', (() => answer(200, { hello: 1 })) as unknown as typeof fetch);
  await expect(odd(1, 'm', new AbortController().signal)).rejects.toThrow('不是数据源读数');
});

test('a map is read from the wall-facing endpoint, and a reply that is no map is refused', async () => {
  const geojson = {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { name: '东区' }, geometry: null }],
  };
  const fetchImpl = jest.fn((_url: string, _init?: RequestInit) => answer(200, { version: 'abc', geojson }));
  const read = fleetMapReader('http://fleet.test', 'wall-1', 'k3y', fetchImpl as unknown as typeof fetch);
  await expect(read(4, new AbortController().signal)).resolves.toEqual({ version: 'abc', geojson });
  expect(fetchImpl.mock.calls[0][0]).toBe('http://fleet.test/api/walls/wall-1/maps/4');
  const odd = fleetMapReader('http://f', 'w', 'k', (() =>
    answer(200, { version: 'x', geojson: [1] })) as unknown as typeof fetch);
  await expect(odd(4, new AbortController().signal)).rejects.toThrow('不是地图');
});
