import { classifyApiChange, missingBump } from './api-report';

const report = (...lines: string[]) => `# API Report\n\n\`\`\`ts\n${lines.join('\n')}\n\`\`\`\n`;
const base = report('// @public', 'export function getBus(): CockpitBus;', 'export const SDK_VERSION = "1.1.0";');

test('an unchanged surface needs no bump', () => {
  expect(classifyApiChange(base, base)).toBe('none');
});

test('a new export is a minor change', () => {
  expect(
    classifyApiChange(
      base,
      report(
        'export function getBus(): CockpitBus;',
        'export const SDK_VERSION = "1.1.0";',
        'export function useClock(): number;',
      ),
    ),
  ).toBe('minor');
});

test('a removed export or a changed signature is a major change', () => {
  expect(classifyApiChange(base, report('export const SDK_VERSION = "1.1.0";'))).toBe('major');
  expect(
    classifyApiChange(
      base,
      report('export function getBus(id: string): CockpitBus;', 'export const SDK_VERSION = "1.1.0";'),
    ),
  ).toBe('major');
});

test('a breaking change is refused until the major version is raised', () => {
  expect(missingBump('major', '1.1.0', '1.2.0')).toBe('2.0.0');
  expect(missingBump('major', '1.1.0', '2.0.0')).toBeUndefined();
});

test('an addition needs at least a new minor version', () => {
  expect(missingBump('minor', '1.1.0', '1.1.1')).toBe('1.2.0');
  expect(missingBump('minor', '1.1.0', '1.2.0')).toBeUndefined();
  expect(missingBump('none', '1.1.0', '1.1.0')).toBeUndefined();
});

test('a new SDK_VERSION or a reworded import line alone changes nothing', () => {
  const next = report(
    "import type { EChartsCoreOption } from 'echarts/core';",
    'export function getBus(): CockpitBus;',
    'export const SDK_VERSION = "1.2.0";',
  );
  expect(
    classifyApiChange(
      report(
        "import { EChartsCoreOption } from 'echarts/core';",
        'export function getBus(): CockpitBus;',
        'export const SDK_VERSION = "1.1.0";',
      ),
      next,
    ),
  ).toBe('none');
});
