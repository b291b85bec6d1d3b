import './jsdom-globals';
import { configure, render } from '@testing-library/react';
import type { SessionInfo, WallDetail } from '../../protocol/console-api';
import { createQueryClient } from '../api/client';
import { ConsoleApp } from '../app';

// The machine is shared: a data grid's first render in jsdom can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/** A reply of the mocked API: a status and JSON body, or `'pending'` for a request that never answers. */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'pending';
/** Mocked routes, keyed `METHOD /path` (path with its query string); a function sees the request body. */
export type MockRoutes = Record<string, MockReply | ((body: unknown) => MockReply)>;

/** Replaces `fetch` with the given routes (unit tests only); returns the mock to inspect its calls. */
export function mockApi(routes: MockRoutes): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const reply = typeof route === 'function' ? route(init.body ? JSON.parse(init.body as string) : undefined) : route;
    if (reply === 'pending') return new Promise<never>(() => undefined);
    const { status = 200, body, headers = {} } = reply ?? { status: 404, body: { error: `未模拟的请求 ${key}` } };
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      json: async () => JSON.parse(text),
      text: async () => text,
    };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Renders the whole console at `path`, signed in as `user` (or signed out when `null`), against `routes`. */
export function renderConsole(
  path: string,
  routes: MockRoutes,
  user: SessionInfo | null = { username: 'ops', role: 'operator' },
) {
  const fetchMock = mockApi({
    'GET /api/session': user ? { body: user } : { status: 401, body: { error: '未登录' } },
    ...routes,
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return { fetchMock, client, ...render(<ConsoleApp initialPath={path} queryClient={client} />) };
}

/** A wall as `GET /api/walls/:id` reports it, with `overrides`. */
export function wallFixture(overrides: Partial<WallDetail> = {}): WallDetail {
  return {
    wallId: 'lobby-1',
    name: '大厅左屏',
    group: 'hub',
    route: '/',
    online: true,
    lastSeen: Date.now() - 5000,
    shellBuild: 'shell@1.4.0+9f3c2a1',
    sdkVersion: '1.2.0',
    manifestRevision: 'b7e41d0c',
    uptimeMs: 3 * 3600_000,
    beatIntervalMs: 15_000,
    counts: { loading: 0, ready: 1, stale: 0, empty: 0, error: 1 },
    push: { connected: true, since: Date.now() - 60_000 },
    viewport: { width: 1920, height: 1080, scale: 1 },
    remotes: {},
    slots: [
      {
        slot: 'left-1',
        position: { x: 20, y: 90, width: 460, height: 300 },
        panel: 'teams/running-teams',
        title: '运行团队',
        state: 'ready',
        build: 'teams@1.2.0+abc123',
        dataAgeMs: 4000,
        errorCount: 0,
      },
      {
        slot: 'left-2',
        position: { x: 20, y: 400, width: 460, height: 300 },
        panel: 'talent/overview',
        title: '人才结构',
        state: 'error',
        errorCount: 2,
        lastError: { class: 'RemoteLoadError', message: '<img src=x onerror=alert(1)>加载失败' },
      },
    ],
    history: [],
    ...overrides,
  };
}
