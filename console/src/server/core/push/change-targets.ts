import type { ChangeKind } from '../../../protocol';

import type { ChangeTarget } from '../replicas/replica-bus';

type Rule = { method: string; route: string; what: ChangeKind; scope: 'group' | 'all' };

const RULES: readonly Rule[] = [
  { method: 'PUT', route: '/api/groups/:group/layouts/:page', what: 'layouts', scope: 'group' },
  { method: 'POST', route: '/api/groups/:group/layouts/:page/versions/:version/restore', what: 'layouts', scope: 'group' },
  { method: 'POST', route: '/api/groups/:group/remotes', what: 'remotes', scope: 'group' },
  { method: 'PUT', route: '/api/groups/:group/schedule', what: 'schedule', scope: 'group' },
  { method: 'PUT', route: '/api/remotes/:remote/version', what: 'remotes', scope: 'all' },
  { method: 'POST', route: '/api/remotes/:remote/rollback', what: 'remotes', scope: 'all' },
  { method: 'POST', route: '/api/rollouts', what: 'remotes', scope: 'all' },
  { method: 'POST', route: '/api/rollouts/:id/:command', what: 'remotes', scope: 'all' },
];

/**
 * What a console write that succeeded changed for walls, by its route: undefined when it changed nothing a wall
 * loads. A remote's version and a rollout reach every wall (the ones whose files did not change fetch the same).
 */
export function changeTarget(method: string, route: string | undefined, params: unknown, status: number): ChangeTarget | undefined {
  if (status >= 300 || !route) return undefined;
  const rule = RULES.find((r) => r.method === method && r.route === route);
  if (!rule) return undefined;
  if (rule.scope === 'all') return { all: true, what: rule.what };
  const group = (params as { group?: unknown } | null)?.group;
  return typeof group === 'string' ? { group, what: rule.what } : undefined;
}
