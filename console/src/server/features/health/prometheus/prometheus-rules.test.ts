import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROMETHEUS_DIR, promtool, rulesForTest, SHIPPED_RULES } from './prometheus-tools';

const exprs = (text: string) => text.split('\n').filter((l) => l.trim().startsWith('expr:'));

test('promtool accepts the shipped rules', () => {
  const { status, output } = promtool('check', 'rules', SHIPPED_RULES);
  expect(output).toContain('SUCCESS: 6 rules found');
  expect(status).toBe(0);
});

test('promtool accepts the example prometheus.yml with its rule file and the scrape token file it names', () => {
  // The example reads the token from a file beside it, as an operator installs it: promtool checks that the file exists.
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-promconfig-'));
  try {
    for (const file of ['prometheus.yml', 'cockpit-alerts.yml', 'api-cache-alerts.yml'])
      writeFileSync(join(dir, file), readFileSync(join(PROMETHEUS_DIR, file)));
    writeFileSync(join(dir, 'cockpit-metrics.token'), 'cmt_example');
    const { status, output } = promtool('check', 'config', join(dir, 'prometheus.yml'));
    expect(output).toContain('is valid prometheus config file syntax');
    expect(output).toContain('SUCCESS: 6 rules found');
    expect(output).toContain('SUCCESS: 1 rules found');
    expect(status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("promtool accepts the API cache's rule: some failures among successes never fire it, 5 min of failures only does", () => {
  const file = join(PROMETHEUS_DIR, 'api-cache-alerts.yml');
  const { status, output } = promtool('check', 'rules', file);
  expect(output).toContain('SUCCESS: 1 rules found');
  expect(status).toBe(0);
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-cache-rules-'));
  try {
    writeFileSync(join(dir, 'rules.yml'), readFileSync(file, 'utf8'));
    const series = (ok: string, error: string) => [
      `      - series: 'cockpit_api_upstream_answers_total{result="ok"}'`,
      `        values: '${ok}'`,
      `      - series: 'cockpit_api_upstream_answers_total{result="error"}'`,
      `        values: '${error}'`,
    ];
    const alert = (at: string, fired: boolean) => [
      `      - eval_time: ${at}`,
      '        alertname: CockpitApiUpstreamFailing',
      `        exp_alerts: ${fired ? "[{exp_labels: {severity: critical}, exp_annotations: {summary: '业务接口已持续失败超过 5 分钟，墙面显示缓存的最后一次数据', description: '缓存转给业务接口的请求全部失败（无法连接、超时、5xx 或 HTTP 200 内的错误），墙面显示带“数据未更新”标记的旧数据。'}}]" : '[]'}`,
    ];
    const tests = [
      'rule_files: [rules.yml]',
      'evaluation_interval: 1m',
      'tests:',
      '  - interval: 1m',
      '    input_series:',
      ...series('0+10x10 100x15', '0+5x25'),
      '    alert_rule_test:',
      ...alert('9m', false),
      ...alert('14m', false),
      ...alert('20m', true),
    ];
    writeFileSync(join(dir, 'tests.yml'), `${tests.join('\n')}\n`);
    const run = promtool('test', 'rules', join(dir, 'tests.yml'));
    expect(run.output).toContain('SUCCESS');
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the rules the live test runs differ from the shipped ones only in their for: durations', () => {
  const shipped = readFileSync(SHIPPED_RULES, 'utf8');
  const tested = rulesForTest('1s', shipped);
  expect(exprs(tested)).toEqual(exprs(shipped));
  expect(exprs(shipped)).toHaveLength(6);
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
