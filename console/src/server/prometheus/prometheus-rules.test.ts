import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROMETHEUS_DIR, promtool, rulesForTest, SHIPPED_RULES } from './prometheus-tools';

const exprs = (text: string) => text.split('\n').filter((l) => l.trim().startsWith('expr:'));

test('promtool accepts the shipped rules', () => {
  const { status, output } = promtool('check', 'rules', SHIPPED_RULES);
  expect(output).toContain('SUCCESS: 4 rules found');
  expect(status).toBe(0);
});

test('promtool accepts the example prometheus.yml with its rule file and the scrape token file it names', () => {
  // The example reads the token from a file beside it, as an operator installs it: promtool checks that the file exists.
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-promconfig-'));
  try {
    for (const file of ['prometheus.yml', 'cockpit-alerts.yml']) writeFileSync(join(dir, file), readFileSync(join(PROMETHEUS_DIR, file)));
    writeFileSync(join(dir, 'cockpit-metrics.token'), 'cmt_example');
    const { status, output } = promtool('check', 'config', join(dir, 'prometheus.yml'));
    expect(output).toContain('is valid prometheus config file syntax');
    expect(output).toContain('SUCCESS: 4 rules found');
    expect(status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the rules the live test runs differ from the shipped ones only in their for: durations', () => {
  const shipped = readFileSync(SHIPPED_RULES, 'utf8');
  const tested = rulesForTest('1s', shipped);
  expect(exprs(tested)).toEqual(exprs(shipped));
  expect(exprs(shipped)).toHaveLength(4);
  const differing = shipped.split('\n').filter((line, i) => line !== tested.split('\n')[i]);
  expect(differing.every((line) => /^\s+for:/.test(line))).toBe(true);
});

test('promtool refuses a rule file with a broken expression (the check has teeth)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-rules-'));
  const broken = readFileSync(SHIPPED_RULES, 'utf8').replace('> 0', '> > 0');
  writeFileSync(join(dir, 'rules.yml'), broken);
  expect(promtool('check', 'rules', join(dir, 'rules.yml')).status).not.toBe(0);
  rmSync(dir, { recursive: true, force: true });
});
