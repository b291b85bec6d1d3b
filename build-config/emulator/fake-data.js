// What a panel's data hook answers in the emulator: the team's API, the panel's fixtures, or one state on demand.
const STALE_AGE_MS = 60 * 60 * 1000;

const result = (overrides) => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  dataUpdatedAt: 0,
  refetch: () => undefined,
  ...overrides,
});

/** The fixture data of a panel (`fixtures.ts`: `data`, `empty`), or undefined when it has none. */
const fixture = (panel, key) => (panel.fixtures ? panel.fixtures[key] : undefined);

/**
 * The descriptor the emulator runs: the team's own, with its data hook replaced unless the source is the API and
 * the state is live. `now` is read when the choice is made, so a stale state stays stale.
 */
export function emulatedDescriptor(panel, source, state, now = Date.now()) {
  const { descriptor } = panel;
  if (source === 'api' && state === 'live') return descriptor;
  const data = fixture(panel, 'data');
  const missing = new Error(`面板 ${panel.id} 没有 fixtures.ts 的 data：在面板目录里导出示例数据`);
  const answers = {
    live: data === undefined ? result({ error: missing }) : result({ data, dataUpdatedAt: now }),
    loading: result({ isPending: true, isFetching: true }),
    error: result({ error: new Error('模拟错误：接口返回 HTTP 500') }),
    empty:
      fixture(panel, 'empty') === undefined
        ? result({ error: new Error(`面板 ${panel.id} 没有 fixtures.ts 的 empty`) })
        : result({ data: fixture(panel, 'empty'), dataUpdatedAt: now }),
    stale:
      data === undefined
        ? result({ error: missing })
        : result({ data, dataUpdatedAt: now - STALE_AGE_MS, error: new Error('模拟：接口暂不可用，显示上次的数据') }),
  };
  const answer = answers[state] ?? answers.live;
  return { ...descriptor, useData: () => answer };
}
