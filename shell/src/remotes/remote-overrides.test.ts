import { decideOverrides } from './remote-overrides';

const LOCAL = 'http://localhost:5011/mf-manifest.json';
const base = {
  stored: null as string | null,
  allowedHosts: ['localhost', '127.0.0.1'],
  cspOrigins: new Set(['http://localhost:5011', 'https://evil.example.cn']),
};
const ask = (pathname: string, override: string, extra: Partial<typeof base> = {}) =>
  decideOverrides({ ...base, ...extra, pathname, search: `?group=hub&override=${encodeURIComponent(override)}` });

test('a preview page applies an override from an allowed host and keeps it for the tab', () => {
  const decision = ask('/preview', `teams=${LOCAL}`);
  expect(decision.active).toEqual({ teams: LOCAL });
  expect(decision.keep).toEqual({ teams: LOCAL });
  expect(decision.refused).toEqual([]);
});

test('a wall route ignores an override in its address and says it did', () => {
  for (const wall of ['/', '/xndx']) {
    const decision = ask(wall, `teams=${LOCAL}`, { stored: JSON.stringify({ devices: LOCAL }) });
    expect(decision.active).toEqual({});
    expect(decision.ignoredOnWall).toBe(true);
  }
});

test('a host off the allowlist is refused with a message naming it', () => {
  const decision = ask('/preview', 'teams=https://evil.example.cn/mf-manifest.json');
  expect(decision.active).toEqual({});
  expect(decision.refused).toEqual([
    '已拒绝覆盖 teams：来源 https://evil.example.cn 不在 config.json 的 overrideHosts 允许列表中（localhost、127.0.0.1）',
  ]);
});

test("an origin the page's CSP does not allow is refused, even on an allowed host", () => {
  const decision = ask('/preview', 'teams=http://localhost:6000/mf-manifest.json');
  expect(decision.active).toEqual({});
  expect(decision.refused[0]).toContain('内容安全策略（CSP）不允许从 http://localhost:6000 加载代码');
});

test("the tab's stored override applies on its next preview load and is checked again", () => {
  const stored = JSON.stringify({ teams: LOCAL, chain: 'https://evil.example.cn/mf-manifest.json' });
  const decision = decideOverrides({ ...base, stored, pathname: '/preview', search: '?group=hub' });
  expect(decision.active).toEqual({ teams: LOCAL });
  expect(decision.keep).toEqual({ teams: LOCAL });
  expect(decision.refused).toHaveLength(1);
});

test('a malformed override is refused, not thrown', () => {
  expect(ask('/preview', 'teams').refused[0]).toBe('已拒绝覆盖 teams：（空） 不是完整的网址');
  expect(ask('/preview', 'Teams!=x').refused[0]).toContain('远程模块名只能包含');
  expect(ask('/preview', 'teams=http://localhost:5011/app.js').refused[0]).toContain(
    'mf-manifest.json 或 remoteEntry.js',
  );
});
