// Fixture releases, rollouts and layouts for the console preview (preview-server.ts): never demo data, never a test's truth.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLayouts } from '../../../../tools/deploy/default-layouts';
import type {
  GroupInfo,
  GroupLayouts,
  PageLayout,
  PanelChoice,
  ReleaseInfo,
  RolloutCommandName,
  RolloutInfo,
  RolloutRequest,
} from '../../protocol/releases';

const REMOTES = ['teams', 'talent', 'chain', 'industry', 'services', 'notices', 'devices'];
const PANELS: PanelChoice[] = [
  ...['hub/headline', 'xndx/headline'].map((id) => ({ id, remote: id.split('/')[0], title: '核心指标' })),
  ...defaultLayouts().pages.hub.slots.flatMap((slot) =>
    slot.panels.map((id) => ({ id, remote: id.split('/')[0], title: slot.title })),
  ),
  ...defaultLayouts().pages.xndx.slots.flatMap((slot) =>
    slot.panels.map((id) => ({ id, remote: id.split('/')[0], title: slot.title })),
  ),
  { id: 'acme/overview', remote: 'acme', title: '外部团队概览' },
].filter((choice, index, all) => all.findIndex((c) => c.id === choice.id) === index);

function releases(now: number): ReleaseInfo[] {
  const list = REMOTES.map((remote, i) => ({
    remote,
    version: '1.2.0',
    build: `${remote}@1.2.0+${(i * 2654435761).toString(16).slice(-7)}`,
    sdkRange: '^2.0.0',
    manifestUrl: `/remotes/${remote}/1.2.0/mf-manifest.json`,
    publishedBy: `team-${remote}`,
    publishedAt: now - (10 - i) * 86400_000,
    groups: remote === 'teams' ? ['hub'] : ['hub', 'xndx'],
    compatible: true,
  }));
  list.push({
    ...list[0],
    version: '1.3.0',
    build: 'teams@1.3.0+4be01c9',
    publishedAt: now - 3 * 3600_000,
    groups: ['xndx'],
  });
  list.push({
    ...list[0],
    version: '2.0.0',
    build: 'teams@2.0.0+77aa0e1',
    sdkRange: '^3.0.0',
    compatible: false,
    publishedAt: now - 3600_000,
    groups: [],
  });
  list.push({
    ...list[0],
    remote: 'acme',
    version: '0.1.0',
    build: 'acme@0.1.0+c0ffee1',
    publishedBy: 'acme-ci',
    publishedAt: now - 20 * 60_000,
    groups: [],
  });
  return list;
}

function rollouts(now: number): RolloutInfo[] {
  const base = {
    remote: 'teams',
    fromVersion: '1.2.0',
    toVersion: '1.3.0',
    groups: ['hub', 'xndx'],
    createdBy: 'operator',
    bakeMs: 600_000,
  };
  return [
    {
      ...base,
      id: 'r4',
      stage: 0,
      canaries: ['lobby-1'],
      status: 'baking',
      startedAt: now - 4 * 60_000,
      updatedAt: now - 3000,
      note: '烘烤中：还剩 6 分钟；lobby-1 已在 3 个槽位运行 teams@1.3.0+4be01c9，无错误',
    },
    {
      ...base,
      id: 'r3',
      toVersion: '1.2.1',
      stage: 0,
      canaries: ['lobby-2'],
      status: 'failed',
      startedAt: now - 2 * 3600_000,
      updatedAt: now - 2 * 3600_000 + 95_000,
      bakeMs: 30_000,
      reason:
        "墙面 lobby-2 的槽位 teams（teams/running-teams）渲染出错：TypeError: Cannot read properties of undefined (reading '<img src=x onerror=alert(1)>')；已将 lobby-2 回滚到 1.2.0",
    },
    {
      ...base,
      id: 'r2',
      remote: 'chain',
      stage: 1,
      canaries: ['lobby-1', 'centre-1'],
      status: 'promoted',
      startedAt: now - 26 * 3600_000,
      updatedAt: now - 25 * 3600_000,
      note: '两个阶段均通过健康检查',
    },
    {
      ...base,
      id: 'r1',
      remote: 'notices',
      groups: ['xndx'],
      stage: 0,
      canaries: ['centre-1'],
      status: 'aborted',
      startedAt: now - 50 * 3600_000,
      updatedAt: now - 49 * 3600_000,
      note: '由 admin 中止',
    },
  ];
}

const NEXT: Partial<Record<RolloutCommandName, RolloutInfo['status']>> = {
  pause: 'paused',
  resume: 'baking',
  promote: 'promoted',
  abort: 'aborted',
  rollback: 'rolled-back',
};

/** Adds the release, rollout and layout routes to the preview server; `canAct` says whether the cookie's user may write. */
export function addReleaseRoutes(
  app: FastifyInstance,
  started: number,
  canAct: (request: FastifyRequest) => boolean,
): void {
  const published = releases(started);
  const list = rollouts(started);
  const layouts: Record<string, GroupLayouts> = Object.fromEntries(
    ['hub', 'xndx'].map((group) => [
      group,
      { group, ...defaultLayouts(), updatedAt: started - 86400_000, updatedBy: 'admin' },
    ]),
  );
  const groups: GroupInfo[] = [
    {
      group: 'hub',
      name: '人才服务港',
      versions: Object.fromEntries(REMOTES.map((r) => [r, '1.2.0'])),
      walls: 2,
      online: 1,
    },
    {
      group: 'xndx',
      name: '分析测试中心',
      versions: Object.fromEntries(REMOTES.map((r) => [r, r === 'teams' ? '1.3.0' : '1.2.0'])),
      walls: 1,
      online: 1,
    },
  ];
  const refuse = { error: '查看者不能修改' };
  app.get('/api/releases', async () => published);
  app.get('/api/groups', async () => groups);
  app.get('/api/rollouts', async () => list);
  app.get<{ Params: { group: string } }>(
    '/api/groups/:group/layouts',
    async (request, reply) => layouts[request.params.group] ?? reply.code(404).send({ error: '分组不存在' }),
  );
  app.get('/api/groups/:group/panels', async () => PANELS);
  app.put<{ Params: { group: string; page: string }; Body: PageLayout }>(
    '/api/groups/:group/layouts/:page',
    async (request, reply) => {
      if (!canAct(request)) return reply.code(403).send(refuse);
      const stored = layouts[request.params.group];
      if (!stored) return reply.code(404).send({ error: '分组不存在' });
      stored.pages[request.params.page] = request.body;
      Object.assign(stored, { updatedAt: Date.now(), updatedBy: 'preview' });
      return stored;
    },
  );
  app.post<{ Body: RolloutRequest }>('/api/rollouts', async (request, reply) => {
    if (!canAct(request)) return reply.code(403).send(refuse);
    const { remote, version, groups: stages, canary, bakeMs = 600_000 } = request.body;
    const rollout: RolloutInfo = {
      id: `r${list.length + 1}`,
      remote,
      fromVersion: '1.2.0',
      toVersion: version,
      groups: stages,
      stage: 0,
      canaries: 'wall' in canary ? [canary.wall] : ['lobby-1'],
      status: 'baking',
      startedAt: Date.now(),
      bakeMs,
      createdBy: 'preview',
      updatedAt: Date.now(),
      note: '等待金丝雀墙面上报新版本',
    };
    list.unshift(rollout);
    return rollout;
  });
  app.post<{ Params: { id: string; command: RolloutCommandName } }>(
    '/api/rollouts/:id/:command',
    async (request, reply) => {
      if (!canAct(request)) return reply.code(403).send(refuse);
      const rollout = list.find((r) => r.id === request.params.id);
      const status = NEXT[request.params.command];
      if (!rollout || !status) return reply.code(404).send({ error: '发布不存在' });
      Object.assign(rollout, { status, updatedAt: Date.now(), note: `由 preview 执行 ${request.params.command}` });
      return rollout;
    },
  );
}
