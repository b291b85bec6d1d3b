import type { RunningApiServer } from '../index';
import { localDate } from '../seed/calendar';
import { ENDPOINTS, getJson, serverOn, tempDir } from '../testing';

const tmp = tempDir();
let app: RunningApiServer;

beforeAll(async () => {
  app = await serverOn(`${tmp.dir}/cockpit.sqlite`);
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
});

const isEmpty = (data: unknown): boolean =>
  data == null ||
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' && Object.keys(data).length === 0);

describe('every endpoint', () => {
  it.each(ENDPOINTS)('%s answers code 200 with data', async (url) => {
    const { status, headers, body } = await getJson(app, url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(isEmpty(body.data)).toBe(false);
    if ('rows' in body.data) expect(body.data.rows.length).toBeGreaterThan(0);
  });
});

describe('paging', () => {
  it.each([
    '/cockpit/runningTeam',
    '/cockpit/zyjg/team/page',
    '/cockpit/chanceList',
    '/cockpit/handle/list',
    '/cockpit/notice/page',
    '/open-api/ksh/service/page',
  ])('%s pages through every row exactly once', async (base) => {
    const first = (await getJson(app, `${base}?pageNum=1&pageSize=7`)).body.data;
    expect(first.rows).toHaveLength(7);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 7); page += 1) {
      const { rows, total } = (await getJson(app, `${base}?pageNum=${page}&pageSize=7`)).body.data;
      expect(total).toBe(first.total);
      rows.forEach((row: { id: number }) => seen.add(row.id));
    }
    expect(seen.size).toBe(first.total);
    const past = (await getJson(app, `${base}?pageNum=${Math.ceil(first.total / 7) + 1}&pageSize=7`)).body.data;
    expect(past).toEqual({ rows: [], total: first.total });
  });

  it('defaults to page 1 of 10 and allows 100 rows', async () => {
    expect((await getJson(app, '/cockpit/handle/list')).body.data.rows).toHaveLength(10);
    expect((await getJson(app, '/cockpit/handle/list?pageSize=100')).body.data.rows).toHaveLength(100);
  });
});

describe('filters', () => {
  it('filters teams by name, treating % and _ literally', async () => {
    const { rows, total } = (
      await getJson(app, `/cockpit/runningTeam?teamName=${encodeURIComponent('团队')}&pageSize=100`)
    ).body.data;
    expect(total).toBe(66);
    const one = rows[0].teamName as string;
    const hit = (await getJson(app, `/cockpit/runningTeam?teamName=${encodeURIComponent(one)}`)).body.data;
    expect(hit.rows.map((r: { teamName: string }) => r.teamName)).toEqual([one]);
    expect((await getJson(app, '/cockpit/runningTeam?teamName=%25')).body.data).toEqual({ rows: [], total: 0 });
  });

  it('filters notices, chances and services by dictionary value', async () => {
    const types = (await getJson(app, '/cockpit/system/dict/data/type/notice_type')).body.data;
    const announce = types.find((t: { dictLabel: string }) => t.dictLabel === '公示公告');
    const { rows } = (await getJson(app, `/cockpit/notice/page?type=${announce.dictValue}&pageSize=100`)).body.data;
    expect(rows.every((r: { type: string }) => r.type === '公示公告')).toBe(true);
    const chances = (await getJson(app, '/cockpit/chanceList?type=1&pageSize=100')).body.data.rows;
    expect(new Set(chances.map((r: { type: string }) => r.type))).toEqual(new Set(['技术需求']));
    const services = (await getJson(app, '/open-api/ksh/service/page?type=4')).body.data.rows;
    expect(new Set(services.map((r: { type: string }) => r.type))).toEqual(new Set(['科技服务']));
  });

  it('returns 12 months for a year and the last N months otherwise', async () => {
    const lastYear = new Date().getFullYear() - 1;
    const year = (await getJson(app, `/cockpit/notice/getActByMonth?year=${lastYear}`)).body.data;
    expect(year.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${lastYear}-${String(i + 1).padStart(2, '0')}`),
    );
    const recent = (await getJson(app, '/cockpit/notice/getActByMonth?months=18')).body.data;
    expect(recent).toHaveLength(18);
    expect(recent[17].month).toBe(localDate(new Date()).slice(0, 7));
    expect((await getJson(app, '/cockpit/notice/getActByMonth')).body.data).toHaveLength(12);
  });
});
