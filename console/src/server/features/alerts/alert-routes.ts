import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  alertGroupParams,
  alertRuleRequestSchema,
  type AlertGroupRule,
  type AlertRuleRequest,
} from '../../../protocol';
import { ruleFor } from './alert-rules';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { AlertsContext } from './alerts-context';
import { listDeliveries, listOutbox } from './alert-outbox';
import { listAlerts, loadAlertRules, saveAlertRule } from './alerts-store';
import { knownGroups } from '../releases';

const listQuery = Type.Object(
  {
    open: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
  },
  { additionalProperties: false },
);
type ListQuery = Static<typeof listQuery>;

/** Alerts and their thresholds (everyone signed in reads; administrators set), notices and the delivery log (administrators). */
export function alertRoutes(ctx: AlertsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');
    const admin = requireRole(ctx, 'admin');

    app.get<{ Querystring: ListQuery }>(
      '/api/alerts',
      { onRequest: viewer, schema: { querystring: listQuery } },
      async (request) =>
        listAlerts(ctx.db, { open: request.query.open === '1', limit: Number(request.query.limit ?? 200) }),
    );

    app.get('/api/alert-rules', { onRequest: viewer }, async (): Promise<AlertGroupRule[]> => {
      const rules = await loadAlertRules(ctx.db);
      const groups = new Set([
        ...(await knownGroups(ctx.db)),
        ...[...ctx.fleet.walls.values()].map((w) => w.group),
        ...rules.keys(),
      ]);
      return [...groups].sort().map((group) => ruleFor(rules, group));
    });

    app.put<{ Params: { group: string }; Body: AlertRuleRequest }>(
      '/api/alert-rules/:group',
      {
        config: { tells: 'none' },
        onRequest: admin,
        bodyLimit: 1024,
        schema: { params: alertGroupParams, body: alertRuleRequestSchema },
      },
      async (request) => {
        const rule = {
          group: request.params.group,
          ...request.body,
          updatedBy: request.user!.username,
          updatedAt: Date.now(),
        };
        const detail = `离线 ${rule.offlineAfterMs / 1000} 秒，槽位出错 ${rule.slotErrorAfterMs / 1000} 秒`;
        await audited(ctx, request, { action: 'alert-rule.update', target: request.params.group, detail }, (tx) =>
          saveAlertRule(tx, rule),
        );
        return rule;
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/alert-deliveries',
      { onRequest: admin, schema: { querystring: listQuery } },
      async (request) => listDeliveries(ctx.db, Number(request.query.limit ?? 200)),
    );

    app.get<{ Querystring: ListQuery }>(
      '/api/alert-outbox',
      { onRequest: admin, schema: { querystring: listQuery } },
      async (request) => listOutbox(ctx.db, Number(request.query.limit ?? 200)),
    );
  };
}
