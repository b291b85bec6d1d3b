import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promtool, SHIPPED_RULES } from './prometheus-tools';

/**
 * `promtool test rules` runs the shipped CockpitWallMemoryGrowing and CockpitWallFramesDropping on series written here,
 * one sample a minute: what fires them and what does not.
 */
function ruleTest(
  alertname: string,
  evalMinutes: number,
  series: Record<string, string>,
  fires: boolean,
): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-health-rule-'));
  const expected = fires
    ? `\n          - exp_labels: { severity: warning, group: hub, wall: lobby-1 }\n            exp_annotations:\n${ANNOTATIONS[alertname]}`
    : ' []';
  const test = `rule_files: [${JSON.stringify(SHIPPED_RULES)}]
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
${Object.entries(series)
  .map(([name, values]) => `      - series: '${name}'\n        values: '${values}'`)
  .join('\n')}
    alert_rule_test:
      - eval_time: ${evalMinutes}m
        alertname: ${alertname}
        exp_alerts:${expected}
`;
  writeFileSync(join(dir, 'test.yml'), test);
  try {
    return promtool('test', 'rules', join(dir, 'test.yml'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ANNOTATIONS: Record<string, string> = {
  CockpitWallFramesDropping: `              summary: "墙面 lobby-1（分组 hub）掉帧"
              description: "墙面 lobby-1 帧率低于 30 帧/秒或每分钟超过 10 个长帧已 10 分钟：在控制台「健康」页查看；设备跑分低的墙面可设为轻量档位。"`,
  // 30 MiB an hour, as the rule's humanize1024 says it.
  CockpitWallMemoryGrowing: `              summary: "墙面 lobby-1（分组 hub）内存持续增长"
              description: "墙面 lobby-1 的浏览器内存六小时来持续增长（现在每小时 +30MiB）：在控制台「健康」页查看它的曲线；可把它设为轻量档位，并检查最近换上的面板版本。"`,
};

const MiB = 1024 * 1024;
/** Memory from 300 MiB up by `perHour` MiB an hour, one value a minute for `hours`. */
const rising = (perHour: number, hours = 8) => `${300 * MiB}+${Math.round((perHour * MiB) / 60)}x${hours * 60}`;
const wall = (metric: string, extra = '') => `${metric}{group="hub",wall="lobby-1"${extra}}`;
const expectPass = (run: { status: number | null; output: string }) => {
  expect(run.output).toContain('SUCCESS');
  expect(run.status).toBe(0);
};

test('a renderer whose memory grows 30 MiB an hour for seven hours fires CockpitWallMemoryGrowing; 2 MiB an hour does not', () => {
  expectPass(
    ruleTest(
      'CockpitWallMemoryGrowing',
      7 * 60 + 10,
      { [wall('cockpit_wall_memory_bytes', ',process="renderer"')]: rising(30) },
      true,
    ),
  );
  expectPass(
    ruleTest(
      'CockpitWallMemoryGrowing',
      7 * 60 + 10,
      { [wall('cockpit_wall_memory_bytes', ',process="renderer"')]: rising(2) },
      false,
    ),
  );
});

test('a page heap that grows (no player on the PC) fires it too; a browser process that grows does not', () => {
  expectPass(
    ruleTest('CockpitWallMemoryGrowing', 7 * 60 + 10, { [wall('cockpit_wall_heap_bytes')]: rising(30) }, true),
  );
  expectPass(
    ruleTest(
      'CockpitWallMemoryGrowing',
      7 * 60 + 10,
      { [wall('cockpit_wall_memory_bytes', ',process="browser"')]: rising(30) },
      false,
    ),
  );
});

test('frames under 30 a second, or more than 10 long frames a minute, for 10 minutes fire CockpitWallFramesDropping', () => {
  expectPass(ruleTest('CockpitWallFramesDropping', 15, { [wall('cockpit_wall_fps')]: '12x20' }, true));
  expectPass(
    ruleTest(
      'CockpitWallFramesDropping',
      15,
      { [wall('cockpit_wall_fps')]: '58x20', [wall('cockpit_wall_long_frames_per_minute')]: '25x20' },
      true,
    ),
  );
});

test('smooth frames, or a short dip, do not fire it', () => {
  expectPass(
    ruleTest(
      'CockpitWallFramesDropping',
      15,
      { [wall('cockpit_wall_fps')]: '58x20', [wall('cockpit_wall_long_frames_per_minute')]: '1x20' },
      false,
    ),
  );
  expectPass(ruleTest('CockpitWallFramesDropping', 15, { [wall('cockpit_wall_fps')]: '60x8 12x5 60x10' }, false));
});
