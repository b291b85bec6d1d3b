import { parseDuration, parseRolloutCommand } from './rollout-args';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

test('a rollout to two groups with a named canary and a 30 s bake becomes one POST /api/rollouts', () => {
  expect(
    parseRolloutCommand([
      'rollout',
      'teams',
      '9.1.0',
      '--group',
      'hub',
      '--group',
      'xndx',
      '--canary',
      'lobby-1',
      '--bake',
      '30s',
    ]),
  ).toEqual({
    call: {
      method: 'POST',
      path: '/api/rollouts',
      body: { remote: 'teams', version: '9.1.0', groups: ['hub', 'xndx'], canary: { wall: 'lobby-1' }, bakeMs: 30_000 },
    },
  });
});

test('a share canary, no bake (the service default) and --fleet', () => {
  const { call, fleet } = parseRolloutCommand([
    'rollout',
    'teams',
    '9.1.0',
    '--group',
    'hub',
    '--share',
    '0.25',
    '--fleet',
    'http://fleet:9000',
  ]);
  expect(call.body).toEqual({ remote: 'teams', version: '9.1.0', groups: ['hub'], canary: { share: 0.25 } });
  expect(fleet).toBe('http://fleet:9000');
});

test.each([
  [['rollout', 'teams', '9.1.0', '--canary', 'lobby-1'], '至少需要一个 --group'],
  [['rollout', 'teams', '9.1.0', '--group', 'hub'], '需要 --canary'],
  [['rollout', 'teams', '9.1.0', '--group', 'hub', '--canary', 'a', '--share', '0.5'], '只能选一个'],
  [['rollout', 'teams', '9.1.0', '--group', 'hub', '--share', '1.5'], '(0, 1]'],
  [['rollout', 'teams', '--group', 'hub', '--canary', 'a'], '用法：rollout'],
  [['rollout', 'teams', '9.1.0', '--group', 'hub', '--canary', 'a', '--bake', 'soon'], '烘烤时间 soon 无法识别'],
  [['rollout', 'teams', '9.1.0', '--group', 'hub', '--canary', 'a', '--colour', 'red'], '参数 --colour 无法识别'],
  [['rollout', 'teams', '9.1.0', '--group'], '参数 --group 无法识别或缺少取值'],
  [['promote', 'not-an-id', '--override', '--reason', 'x'], '用法：promote <发布编号>'],
  [['promote', ID], '需要 --override --reason'],
  [['promote', ID, '--override'], '需要 --override --reason'],
  [['rollout-status', 'extra'], '不需要参数'],
])('%j is refused: %s', (args, message) => {
  expect(() => parseRolloutCommand(args)).toThrow(message);
});

test('rollout-status lists; each command steers one rollout by id', () => {
  expect(parseRolloutCommand(['rollout-status']).call).toEqual({ method: 'GET', path: '/api/rollouts' });
  expect(parseRolloutCommand(['promote', ID, '--override', '--reason', '紧急修复']).call).toEqual({
    method: 'POST',
    path: `/api/rollouts/${ID}/promote`,
    body: { override: true, reason: '紧急修复' },
  });
  for (const command of ['pause', 'resume', 'abort', 'rollback']) {
    expect(parseRolloutCommand([command, ID]).call).toEqual({ method: 'POST', path: `/api/rollouts/${ID}/${command}` });
  }
});

test('bake times read with their unit', () => {
  expect([
    parseDuration('30s'),
    parseDuration('10m'),
    parseDuration('1h'),
    parseDuration('500ms'),
    parseDuration('45000'),
  ]).toEqual([30_000, 600_000, 3_600_000, 500, 45_000]);
});
