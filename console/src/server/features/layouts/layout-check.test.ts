import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { ExposesCache } from '../releases';
import { checkPageLayout } from './layout-check';

let publishedDir: string;
// No version is registered in the inventory: the published folder's manifest tells the panels and their minimums.
const emptyInventory = { query: async () => ({ rows: [] }) } as unknown as Queryable;

beforeAll(() => {
  publishedDir = mkdtempSync(join(tmpdir(), 'layout-check-'));
  mkdirSync(join(publishedDir, 'acme', '1.0.0'), { recursive: true });
  const manifest = {
    metaData: {
      cockpit: {
        remote: 'acme',
        version: '1.0.0',
        id: 'acme@1.0.0+x',
        minSizes: { table: { width: 400, height: 300 } },
      },
    },
    exposes: [{ name: 'table' }, { name: 'dial' }],
  };
  writeFileSync(join(publishedDir, 'acme', '1.0.0', 'mf-manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(publishedDir, { recursive: true, force: true }));

const page = (w: number, h: number, panels = ['acme/table']) => ({
  width: 1920,
  height: 980,
  slots: [
    { id: 'dial', x: 0, y: 0, w: 100, h: 100, panels: ['acme/dial'] },
    { id: 'main', x: 200, y: 0, w, h, panels },
  ],
});
const check = (body: unknown) =>
  checkPageLayout(body, { acme: '1.0.0' }, new ExposesCache(emptyInventory, publishedDir));

test('a slot as large as its panel declares is accepted', async () => {
  await expect(check(page(400, 300))).resolves.toMatchObject({ slots: [{ id: 'dial' }, { id: 'main' }] });
});

test('a slot smaller than its panel declares is refused 400, naming slot, panel and field', async () => {
  const refusal = await check(page(400, 299)).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(Refusal);
  expect(refusal).toMatchObject({
    status: 400,
    field: 'slots[1].h',
    message: '槽位 main（400×299）小于面板 acme/table 的最小尺寸 400×300',
  });
});

test('a panel whose build declares no minimum fits a small slot', async () => {
  await expect(check(page(50, 50, ['acme/dial']))).resolves.toBeDefined();
});

test.each([
  [
    { kind: 'number', source: 1, mapping: 'm', options: { colour: 'magenta' } },
    ['widgets/number'],
    'slots[0].widget',
    '主题调色板',
  ],
  [{ kind: 'number', source: 1, mapping: 'm' }, ['widgets/pie'], 'slots[0].panels', '面板须为 widgets/number'],
])(
  'a bad widget configuration is refused on save, naming its slot and field (%j)',
  async (widget, panels, field, words) => {
    const body = { width: 1920, height: 980, slots: [{ id: 'w', x: 0, y: 0, w: 400, h: 300, panels, widget }] };
    const refusal = (await check(body).catch((error: unknown) => error)) as Refusal;
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ status: 400, field });
    expect(refusal.message).toContain('槽位 w 的');
    expect(refusal.message).toContain(words);
  },
);
