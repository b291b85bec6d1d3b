import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { minSizeFault, type PanelMinSize } from '../../shared-sdk/src/layouts/min-size-rule';
import { pageTemplates } from '../../console/src/server/releases/page-templates';
import { defaultLayouts } from './default-layouts';

const { readMinSize } = require('../build-config/lib/panel-min-size') as { readMinSize: (source: string, file: string) => PanelMinSize | undefined };

const ROOT = join(__dirname, '..', '..');
const REMOTE_DIRS = ['remote-hub', 'remote-xndx', ...readdirSync(join(ROOT, 'remote-panels')).map((name) => join('remote-panels', name))];

/** Every shipped panel `<remote>/<panel>` → the minimum its descriptor's source declares, as the build reads it. */
function shippedMinimums(): Map<string, PanelMinSize | undefined> {
  const minimums = new Map<string, PanelMinSize | undefined>();
  for (const dir of REMOTE_DIRS) {
    const panelsDir = join(ROOT, dir, 'src', 'panels');
    if (!existsSync(panelsDir)) continue;
    const remote = (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { cockpit: { bundle: string } }).cockpit.bundle;
    for (const panel of readdirSync(panelsDir)) {
      const file = join(panelsDir, panel, 'index.ts');
      minimums.set(`${remote}/${panel}`, readMinSize(readFileSync(file, 'utf8'), file));
    }
  }
  return minimums;
}

const minimums = shippedMinimums();

test('every shipped panel declares its minimum slot size', () => {
  expect(minimums.size).toBeGreaterThan(20);
  expect([...minimums].filter(([, min]) => !min).map(([panel]) => panel)).toEqual([]);
});

test('every shipped layout and template gives each panel at least its minimum', () => {
  const pages = defaultLayouts().pages;
  const layouts = [...Object.entries(pages), ...['hub', 'xndx'].flatMap((page) => pageTemplates(page, pages).map((t) => [`${page}:${t.id}`, t.layout] as const))];
  const faults = layouts.map(([name, layout]) => [name, minSizeFault(layout.slots, (panel) => minimums.get(panel))?.message]).filter(([, fault]) => fault);
  expect(faults).toEqual([]);
});

test('a minimum written as an expression is refused by the build, naming the file', () => {
  expect(() => readMinSize('definePanel({ minSize: SIZE })', 'x/index.ts')).toThrow('x/index.ts 的 minSize 须写成数字字面量');
});
