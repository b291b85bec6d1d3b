import type { FastifyInstance } from 'fastify';
import { likeParam, type Db } from '../db';
import { notFound } from '../errors';
import { arr, date, defineGet, idParam, int, obj, pageOf, pageQuery, str, textParam } from '../route-kit';

const runningTeam = obj({
  id: int,
  teamName: str,
  leader: str,
  school: str,
  industry: str,
  memberCount: int,
  settledDate: date,
});
const member = obj({ id: int, name: str, role: str, title: str, education: str, school: str });
const teamDetail = obj({ teamId: int, teamName: str, introduction: str, members: arr(member) });
const institutionTeam = obj({
  id: int,
  teamName: str,
  institution: str,
  category: str,
  memberCount: int,
  serviceCount: int,
});

const memberCount = (kind: string) =>
  `(SELECT COUNT(*) FROM team_member m WHERE m.team_kind = '${kind}' AND m.team_id = t.id)`;
const RUNNING = `SELECT t.id, t.team_name AS teamName, t.leader, t.school, t.industry,
  ${memberCount('running')} AS memberCount, t.settled_date AS settledDate FROM running_team t`;
const INSTITUTION = `SELECT t.id, t.team_name AS teamName, t.institution, t.category,
  ${memberCount('zyjg')} AS memberCount, t.service_count AS serviceCount FROM institution_team t`;

type TeamQuery = { pageNum: number; pageSize: number; teamName?: string };
const teamQuery = { ...pageQuery, teamName: textParam('团队名称（模糊匹配）') };

function byName(db: Db, base: string, order: string, q: TeamQuery) {
  const where = q.teamName ? ` WHERE t.team_name LIKE ? ESCAPE '\\'` : '';
  return db.page(`${base}${where} ORDER BY ${order}`, q.teamName ? [likeParam(q.teamName)] : [], q.pageNum, q.pageSize);
}

function detail(db: Db, table: string, kind: string, teamId: number) {
  const team = db.get<{ teamName: string; introduction: string }>(
    `SELECT team_name AS teamName, introduction FROM ${table} WHERE id = ?`,
    [teamId],
  );
  if (!team) throw notFound(`团队不存在（teamId=${teamId}）`);
  const members = db.all(
    'SELECT id, name, role, title, education, school FROM team_member WHERE team_kind = ? AND team_id = ? ORDER BY id',
    [kind, teamId],
  );
  return { teamId, ...team, members };
}

/** `/runningTeam/*` and `/zyjg/*`: incubated teams and professional institutions. */
export function teamRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['团队'];
  const teamIdQuery = { query: { teamId: idParam('团队 id') }, required: ['teamId'], notFound: true };
  defineGet(app, {
    url: '/runningTeam/getRunningTeam',
    summary: '在孵团队（最新入驻在前）',
    tags,
    data: arr(runningTeam),
    handler: () => db.all(`${RUNNING} WHERE t.status = '在孵' ORDER BY t.settled_date DESC, t.id DESC`),
  });
  defineGet<TeamQuery>(app, {
    url: '/runningTeam',
    summary: '入驻团队分页列表',
    tags,
    query: teamQuery,
    data: pageOf(runningTeam),
    handler: (q) => byName(db, RUNNING, 't.settled_date DESC, t.id DESC', q),
  });
  defineGet(app, {
    url: '/runningTeam/sum',
    summary: '入驻团队汇总',
    tags,
    data: obj({ teamCount: int, memberCount: int, enterpriseCount: int, projectCount: int }),
    handler: () =>
      db.get(`SELECT COUNT(*) AS teamCount, SUM(${memberCount('running')}) AS memberCount,
        SUM(enterprise_count) AS enterpriseCount, SUM(project_count) AS projectCount FROM running_team t`),
  });
  defineGet<{ teamId: number }>(app, {
    url: '/runningTeam/memberDetail',
    summary: '入驻团队成员详情',
    tags,
    ...teamIdQuery,
    data: teamDetail,
    handler: (q) => detail(db, 'running_team', 'running', q.teamId),
  });
  defineGet(app, {
    url: '/zyjg/sum',
    summary: '专业机构汇总',
    tags,
    data: obj({ institutionCount: int, teamCount: int, memberCount: int, serviceCount: int }),
    handler: () =>
      db.get(`SELECT COUNT(DISTINCT institution) AS institutionCount, COUNT(*) AS teamCount,
        SUM(${memberCount('zyjg')}) AS memberCount, SUM(service_count) AS serviceCount FROM institution_team t`),
  });
  defineGet<TeamQuery>(app, {
    url: '/zyjg/team/page',
    summary: '专业机构服务团队分页列表',
    tags,
    query: teamQuery,
    data: pageOf(institutionTeam),
    handler: (q) => byName(db, INSTITUTION, 't.id', q),
  });
  defineGet<{ teamId: number }>(app, {
    url: '/zyjg/memberDetail',
    summary: '专业机构服务团队成员详情',
    tags,
    ...teamIdQuery,
    data: teamDetail,
    handler: (q) => detail(db, 'institution_team', 'zyjg', q.teamId),
  });
}
