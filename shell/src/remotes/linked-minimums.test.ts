import { definePanel } from '@cockpit/shared-sdk';
import { ConfigError } from '../config/config-error';
import { checkMinimums } from '../layouts/load-layouts';
import type { LayoutsFile } from '../layouts/layouts-schema';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteRegistry } from './remote-registry';

// The monolith replaces the MF runtime with a static import map; this stands in for that map.
const linked: Record<string, unknown> = {
  'teams/institutions': {
    default: definePanel({
      id: 'institutions',
      title: '合作机构',
      refreshMs: 60_000,
      minSize: { width: 420, height: 180 },
      useData: (() => ({})) as never,
      View: () => null,
    }),
  },
  'notices/notices': {
    default: definePanel({
      id: 'notices',
      title: '通知公告',
      refreshMs: 60_000,
      useData: (() => ({})) as never,
      View: () => null,
    }),
  },
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (!(id in linked)) throw new Error(`单体构建中没有 ${id}`);
    return linked[id];
  }),
}));

const file = (h: number): LayoutsFile => ({
  pages: {
    hub: {
      width: 1920,
      height: 980,
      slots: [
        { id: 'notices', x: 0, y: 0, w: 100, h: 100, panels: ['notices/notices'] },
        { id: 'institutions', x: 500, y: 0, w: 464, h, panels: ['teams/institutions', 'acme/missing'] },
      ],
    },
  },
});
const monolithPage = () => {
  document.body.innerHTML = '<script src="prefetch.js" data-remotes="linked"></script>';
};
afterEach(() => {
  document.body.innerHTML = '';
});

test('in the monolith a slot below a linked descriptor’s minimum refuses the file naming the slot, with no manifest read', async () => {
  monolithPage();
  const registry = new RemoteRegistry(1000);
  registry.apply({
    remotes: {
      teams: 'http://remotes.invalid/teams/mf-manifest.json',
      notices: 'http://remotes.invalid/notices/mf-manifest.json',
    },
  });
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const refusal = checkMinimums(file(120), (remotes, panels) => registry.panelMinimums(remotes, panels));
  await expect(refusal).rejects.toThrow(ConfigError);
  await expect(refusal).rejects.toThrow(
    'layouts.json 中的 pages.hub.slots[1].h：槽位 institutions（464×120）小于面板 teams/institutions 的最小尺寸 420×180',
  );
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('in the monolith a file whose slots hold the linked minimums passes', async () => {
  monolithPage();
  const registry = new RemoteRegistry(1000);
  await expect(checkMinimums(file(190), (remotes, panels) => registry.panelMinimums(remotes, panels))).resolves.toEqual(
    file(190),
  );
});

test('a federated page (no linked marker) asks the manifests, not the linked descriptors', async () => {
  const registry = new RemoteRegistry(1000);
  jest.mocked(loadRemote).mockClear();
  await expect(registry.panelMinimums(['teams'], ['teams/institutions'])).resolves.toEqual(new Map());
  expect(loadRemote).not.toHaveBeenCalled();
});
