import type { FastifyInstance } from 'fastify';
import { likeParam, type Db } from '../db';
import { notFound } from '../errors';
import { arr, date, defineGet, idParam, int, num, obj, str, textParam } from '../route-kit';

const chainNode = obj({ id: int, name: str, segment: str, companyCount: int }, 'segment：上游 / 中游 / 下游');
const chainLink = obj({ source: int, target: int }, '上一环节节点 id → 下一环节节点 id');
const chain = obj({
  id: int,
  name: str,
  description: str,
  companyCount: int,
  nodes: arr(chainNode),
  links: arr(chainLink),
});
const company = obj({ id: int, name: str, district: str, scale: str, foundedYear: int });
const chainNodeDetail = obj({
  id: int,
  name: str,
  segment: str,
  chainId: int,
  chainName: str,
  description: str,
  companyCount: int,
  companies: arr(company),
});
const investProject = obj({
  id: int,
  projectName: str,
  company: str,
  chain: str,
  stage: str,
  amount: num,
  investDate: date,
  investor: str,
});
const techService = obj({ id: int, name: str, category: str, provider: str, serviceCount: int, publishDate: date });

const COMPANY_COUNT = '(SELECT COUNT(*) FROM chain_company c WHERE c.node_id = n.id)';

function chains(db: Db, chainName?: string) {
  const where = chainName ? ` WHERE name LIKE ? ESCAPE '\\'` : '';
  const list = db.all<{ id: number; name: string; description: string }>(
    `SELECT id, name, description FROM chain${where} ORDER BY id`,
    chainName ? [likeParam(chainName)] : [],
  );
  return list.map((c) => {
    const nodes = db.all<{ companyCount: number }>(
      `SELECT n.id, n.name, n.segment, ${COMPANY_COUNT} AS companyCount FROM chain_node n WHERE n.chain_id = ? ORDER BY n.id`,
      [c.id],
    );
    const links = db.all(
      'SELECT source_id AS source, target_id AS target FROM chain_link WHERE chain_id = ? ORDER BY source_id, target_id',
      [c.id],
    );
    return { ...c, companyCount: nodes.reduce((total, n) => total + n.companyCount, 0), nodes, links };
  });
}

function nodeDetail(db: Db, id: number) {
  const node = db.get(
    `SELECT n.id, n.name, n.segment, n.chain_id AS chainId, ch.name AS chainName, n.description, ${COMPANY_COUNT} AS companyCount
     FROM chain_node n JOIN chain ch ON ch.id = n.chain_id WHERE n.id = ?`,
    [id],
  );
  if (!node) throw notFound(`产业链节点不存在（id=${id}）`);
  const companies = db.all(
    `SELECT id, name, district, scale, founded_year AS foundedYear FROM chain_company WHERE node_id = ?
     ORDER BY CASE scale WHEN '规上企业' THEN 0 WHEN '专精特新企业' THEN 1 WHEN '高新技术企业' THEN 2 ELSE 3 END, id`,
    [id],
  );
  return { ...node, companies };
}

/** `/jsc/chain/*`, `/jsc/invest/list`, `/jsc/ts/list`: industry chains, investment and technology services. */
export function chainRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['产业链'];
  defineGet<{ chainName?: string }>(app, {
    url: '/jsc/chain/list',
    summary: '产业链图谱：上中下游节点、连线与企业数',
    tags,
    query: { chainName: textParam('产业链名称（模糊匹配）') },
    data: arr(chain),
    handler: (q) => chains(db, q.chainName),
  });
  defineGet<{ id: number }>(app, {
    url: '/jsc/chain/detail',
    summary: '产业链节点详情与企业',
    tags,
    query: { id: idParam('产业链节点 id（/jsc/chain/list 的 nodes[].id）') },
    required: ['id'],
    notFound: true,
    data: chainNodeDetail,
    handler: (q) => nodeDetail(db, q.id),
  });
  defineGet(app, {
    url: '/jsc/invest/list',
    summary: '招商投资项目（金额单位：万元，最新在前）',
    tags,
    data: arr(investProject),
    handler: () =>
      db.all(`SELECT id, project_name AS projectName, company, chain, stage, amount, invest_date AS investDate, investor
        FROM invest_project ORDER BY invest_date DESC, id DESC`),
  });
  defineGet(app, {
    url: '/jsc/ts/list',
    summary: '技术服务事项',
    tags,
    data: arr(techService),
    handler: () =>
      db.all(`SELECT id, name, category, provider, service_count AS serviceCount, publish_date AS publishDate
        FROM tech_service ORDER BY publish_date DESC, id DESC`),
  });
}
