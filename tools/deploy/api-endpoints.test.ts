import { endpointFreshness, panelReads, sdkApiFunctions, toSeconds } from './api-endpoints';

test("shared-sdk's API functions are read with their paths, ids as prefixes and the second base", () => {
  const functions = sdkApiFunctions();
  expect(functions.get('getHubIndex')).toEqual({ path: '/jsc/index', prefix: false, serviceBase: false });
  expect(functions.get('getServiceDetail')).toEqual({ path: '/ksh/service/', prefix: true, serviceBase: true });
  expect(functions.get('getDictData')).toEqual({ path: '/system/dict/data/type/', prefix: true, serviceBase: false });
  // Every typed GET of seed §7 is found: a function the reader missed would be cached with the default freshness.
  expect(functions.size).toBeGreaterThanOrEqual(38);
});

test("each shipped panel's refresh and the paths its folder calls; an override in config.json wins", () => {
  const reads = panelReads({ 'teams/running-teams': 5000 });
  const running = reads.find((read) => read.panelId === 'teams/running-teams')!;
  expect(running.refreshMs).toBe(5000);
  expect(running.endpoints.map((e) => e.path)).toEqual(
    expect.arrayContaining(['/runningTeam/sum', '/runningTeam/getRunningTeam']),
  );
  expect(reads.find((read) => read.panelId === 'hub/headline')!.endpoints.map((e) => e.path)).toEqual(['/jsc/index']);
  expect(reads.every((read) => read.endpoints.length > 0)).toBe(true);
});

test('a path read by several panels is fresh for the shortest refresh of them; whole seconds, within it', () => {
  const endpoint = { path: '/device/sum', prefix: false, serviceBase: false };
  const { endpoints, defaultSeconds } = endpointFreshness([
    { panelId: 'devices/categories', refreshMs: 300_000, endpoints: [endpoint] },
    { panelId: 'devices/status', refreshMs: 60_000, endpoints: [endpoint] },
  ]);
  expect(endpoints).toEqual([{ ...endpoint, seconds: 59, panels: ['devices/categories', 'devices/status'] }]);
  expect(defaultSeconds).toBe(59);
  expect([toSeconds(2000), toSeconds(2500), toSeconds(500), toSeconds(60_000)]).toEqual([1, 2, 1, 59]);
});
