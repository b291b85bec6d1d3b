import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promtool, SHIPPED_RULES } from './prometheus-tools';

/**
 * `promtool test rules` runs the shipped CockpitWallBrowserKeepsCrashing on series written here: four fault recoveries in
 * an hour fire it, three do not, and planned reloads never count.
 */
function runRuleTest(
  series: { reason: string; values: string }[],
  expectFiring: boolean,
): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-player-rule-'));
  const exp = expectFiring
    ? `          - exp_labels: { severity: warning, group: hub, wall: lobby-1 }
            exp_annotations:
              summary: "墙面 lobby-1（分组 hub）一小时内浏览器恢复了 4 次"
              description: "墙面 lobby-1 的播放器一小时内多次重启或重新加载浏览器（崩溃、无响应、被杀死或加载卡住）：在控制台的墙面页查看「最近恢复」，检查墙面电脑的内存、显卡驱动和网络。"`
    : '';
  const test = `rule_files: [${JSON.stringify(SHIPPED_RULES)}]
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
${series.map((s) => `      - series: 'cockpit_fleet_player_recoveries_total{group="hub",wall="lobby-1",reason="${s.reason}"}'\n        values: '${s.values}'`).join('\n')}
    alert_rule_test:
      - eval_time: 60m
        alertname: CockpitWallBrowserKeepsCrashing
        exp_alerts:${exp ? `\n${exp}` : ' []'}
`;
  writeFileSync(join(dir, 'test.yml'), test);
  try {
    return promtool('test', 'rules', join(dir, 'test.yml'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A counter from 0 that steps up at minutes 10, 20, 30 (and 40): 3 (or 4) recoveries inside the hour.
const THREE = '0x10 1x10 2x10 3x30';
const FOUR = '0x10 1x10 2x10 3x10 4x20';

test('four crashes of one wall in an hour fire the alert with its wall and group', () => {
  const run = runRuleTest([{ reason: 'crash', values: FOUR }], true);
  expect(run.output).toContain('SUCCESS');
  expect(run.status).toBe(0);
});

test('three fault recoveries do not fire; faults of different kinds add up', () => {
  expect(runRuleTest([{ reason: 'crash', values: THREE }], false).status).toBe(0);
  const mixed = runRuleTest(
    [
      { reason: 'crash', values: '0x10 1x10 2x40' },
      { reason: 'hang', values: '0x20 1x10 2x30' },
    ],
    true,
  );
  expect(mixed.output).toContain('SUCCESS');
});

test('planned reloads (memory, daily, the console’s restart) never fire it', () => {
  expect(
    runRuleTest(
      [
        { reason: 'memory', values: FOUR },
        { reason: 'daily', values: FOUR },
        { reason: 'operator', values: FOUR },
      ],
      false,
    ).status,
  ).toBe(0);
});
