import type { Db } from '../db';
import { CHAINS, SCHOOLS } from './constants';
import {
  BRAND_CHARS,
  CHAIN_DESCRIPTIONS,
  CHAIN_NODES,
  COMPANY_WORDS,
  DISTRICTS,
  INVESTORS,
  INVEST_STAGES,
  PROJECT_KINDS,
  SCALES,
  TECH_SERVICES,
} from './chain-data';
import { inWindow, type MonthlyFlow, type SeedDates } from './history';
import { createRng, dateBetween, datesInMonth, intBetween, pick, pickWeighted, round } from './random';

const SEGMENTS = ['上游', '中游', '下游'] as const;

/** Creates and fills the chain graph (`chain`, `chain_node`, `chain_link`, `chain_company`) and `tech_service`; creates `invest_project`. */
export function seedChain(db: Db, dates: SeedDates): void {
  db.run('CREATE TABLE chain (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL)');
  db.run(`CREATE TABLE chain_node (id INTEGER PRIMARY KEY, chain_id INTEGER NOT NULL REFERENCES chain (id),
    segment TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL)`);
  db.run('CREATE TABLE chain_link (chain_id INTEGER NOT NULL, source_id INTEGER NOT NULL, target_id INTEGER NOT NULL)');
  db.run(`CREATE TABLE chain_company (id INTEGER PRIMARY KEY, node_id INTEGER NOT NULL REFERENCES chain_node (id),
    name TEXT NOT NULL UNIQUE, district TEXT NOT NULL, scale TEXT NOT NULL, founded_year INTEGER NOT NULL)`);
  db.run(`CREATE TABLE invest_project (id INTEGER PRIMARY KEY, project_name TEXT NOT NULL, company TEXT NOT NULL,
    chain TEXT NOT NULL, stage TEXT NOT NULL, amount REAL NOT NULL, invest_date TEXT NOT NULL, investor TEXT NOT NULL)`);
  db.run(`CREATE TABLE tech_service (id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,
    provider TEXT NOT NULL, service_count INTEGER NOT NULL, publish_date TEXT NOT NULL)`);

  const rng = createRng(0xc4a1);
  const year = Number(dates.today.slice(0, 4));
  const nodes: { id: number; chain_id: number; segment: string; name: string; description: string }[] = [];
  const links: { chain_id: number; source_id: number; target_id: number }[] = [];
  const companies: {
    id: number;
    node_id: number;
    name: string;
    district: string;
    scale: string;
    founded_year: number;
  }[] = [];
  const companyNames = new Set<string>();
  CHAINS.forEach((chain, c) => {
    const bySegment = SEGMENTS.map((segment) =>
      CHAIN_NODES[chain][segment].map((name) => {
        const node = { id: nodes.length + 1, chain_id: c + 1, segment, name, description: '' };
        const count = intBetween(rng, 3, 10);
        node.description = `${chain}${segment}环节，区内已集聚相关企业 ${count} 家，重点发展${name}关键技术与产品。`;
        nodes.push(node);
        for (let i = 0; i < count; i += 1) {
          let company: string;
          do
            company = `重庆${pick(rng, [...BRAND_CHARS])}${pick(rng, [...BRAND_CHARS])}${pick(rng, COMPANY_WORDS[chain])}有限公司`;
          while (companyNames.has(company));
          companyNames.add(company);
          const scale = pickWeighted(rng, SCALES, [2, 4, 3, 6]);
          companies.push({
            id: companies.length + 1,
            node_id: node.id,
            name: company,
            district: pick(rng, DISTRICTS),
            scale,
            founded_year: intBetween(rng, year - 18, year - 1),
          });
        }
        return node.id;
      }),
    );
    // Each node feeds one or two nodes of the next segment; every downstream node has a supplier.
    for (let s = 0; s < 2; s += 1) {
      const targets = bySegment[s + 1];
      const linked = new Set<string>();
      bySegment[s].forEach((source, i) => {
        const first = targets[i % targets.length];
        const picks = rng() < 0.6 ? [first, pick(rng, targets)] : [first];
        for (const target of picks) linked.add(`${source}>${target}`);
      });
      targets.forEach((target, i) => linked.add(`${bySegment[s][i % bySegment[s].length]}>${target}`));
      for (const key of linked) {
        const [source, target] = key.split('>').map(Number);
        links.push({ chain_id: c + 1, source_id: source, target_id: target });
      }
    }
  });
  db.insertAll(
    'chain',
    CHAINS.map((name, i) => ({ id: i + 1, name, description: CHAIN_DESCRIPTIONS[name] })),
  );
  db.insertAll('chain_node', nodes);
  db.insertAll('chain_link', links);
  db.insertAll('chain_company', companies);

  const providers = [...SCHOOLS.slice(0, 6), '分析测试公共服务平台', '技术转移转化中心', '科学城知识产权服务中心'];
  const services = Object.entries(TECH_SERVICES).flatMap(([category, names]) =>
    names.flatMap((name) => {
      const first = pick(rng, providers);
      const second = pick(
        rng,
        providers.filter((p) => p !== first),
      );
      return [first, second].map((provider) => ({ name, category, provider }));
    }),
  );
  db.insertAll(
    'tech_service',
    services.map((service, i) => ({
      id: i + 1,
      ...service,
      service_count: intBetween(rng, 8, 320),
      publish_date: dateBetween(rng, dates.start, dates.today),
    })),
  );
}

const STAGE_SCALE = { 天使轮: 300, 'Pre-A轮': 800, A轮: 2000, B轮: 5000, 战略投资: 8000, 产业化项目: 15000 } as const;

/** Investment projects, one to three a month, in the chain's companies. */
export const investFlow: MonthlyFlow = {
  seed: 0xc4a2,
  backMonths: 22,
  write(db, window) {
    const { rng } = window;
    const companies = db.all<{ company: string; chain: string }>(
      'SELECT cc.name AS company, c.name AS chain FROM chain_company cc JOIN chain_node n ON n.id = cc.node_id JOIN chain c ON c.id = n.chain_id ORDER BY cc.id',
    );
    const rows = datesInMonth(rng, window.month, intBetween(rng, 1, 3)).map((date) => {
      const { company, chain } = pick(rng, companies);
      const core = company.replace(/^重庆/, '').replace(/有限公司$/, '');
      const stage = pick(rng, INVEST_STAGES);
      return {
        project_name: `${core}${pick(rng, PROJECT_KINDS)}项目`,
        company,
        chain,
        stage,
        amount: round(STAGE_SCALE[stage] * (0.5 + rng() * 1.5), 1),
        invest_date: date,
        investor: pick(rng, INVESTORS),
      };
    });
    db.insertAll(
      'invest_project',
      rows.filter((row) => inWindow(row.invest_date, window)),
    );
  },
};
