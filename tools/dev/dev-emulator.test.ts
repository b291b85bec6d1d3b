import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLayouts } from '../deploy/default-layouts';

// The emulator of `cockpit-remote dev` ships in @cockpit/build-config: plain files, loaded as its users load them.
const { writeDevPanels } = require('../../build-config/lib/dev-panels') as {
  writeDevPanels: (dir: string, remote: string) => string;
};
const emulatorLayouts = JSON.parse(
  readFileSync(join(__dirname, '../../build-config/emulator/layouts.json'), 'utf8'),
) as Record<string, { width: number; height: number; slots: { id: string; w: number; h: number }[] }>;

test("the emulator's slot sizes are the display's default layouts", () => {
  const pages = defaultLayouts().pages as Record<
    string,
    { width: number; height: number; slots: { id: string; w: number; h: number }[] }
  >;
  for (const page of ['hub', 'xndx']) {
    expect(emulatorLayouts[page]).toEqual({
      width: pages[page].width,
      height: pages[page].height,
      slots: pages[page].slots.map(({ id, w, h }) => ({ id, w, h })),
    });
  }
});

test("the dev panels module imports each panel folder's descriptor and its fixtures, and accepts its own hot updates", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-dev-panels-'));
  for (const panel of ['trend', 'overview', 'no-index']) mkdirSync(join(dir, 'src/panels', panel), { recursive: true });
  writeFileSync(join(dir, 'src/panels/overview/index.ts'), '');
  writeFileSync(join(dir, 'src/panels/overview/fixtures.ts'), '');
  writeFileSync(join(dir, 'src/panels/trend/index.ts'), '');
  const text = readFileSync(writeDevPanels(dir, 'acme'), 'utf8');
  expect(text).toContain(`import panel0 from ${JSON.stringify(join(dir, 'src/panels/overview/index.ts'))};`);
  expect(text).toContain(`import * as fixtures0 from ${JSON.stringify(join(dir, 'src/panels/overview/fixtures.ts'))};`);
  expect(text).toContain('{ id: "acme/trend", descriptor: panel1, fixtures: undefined },');
  expect(text).not.toContain('no-index');
  expect(text).toContain('import.meta.webpackHot.accept()');
});
