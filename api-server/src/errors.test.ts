import type { RunningApiServer } from './index';
import { getJson, serverOn, tempDir } from './testing';

const tmp = tempDir();
let server: RunningApiServer;

beforeAll(async () => {
  server = await serverOn(`${tmp.dir}/cockpit.sqlite`);
});
afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

describe('client mistakes', () => {
  it.each([
    ['/cockpit/runningTeam?pageSize=101', '查询参数「pageSize」不能大于 100'],
    ['/cockpit/runningTeam?pageSize=0', '查询参数「pageSize」不能小于 1'],
    ['/cockpit/handle/list?pageNum=abc', '查询参数「pageNum」必须是整数'],
    ['/cockpit/handle/list?pageNum=1.5', '查询参数「pageNum」必须是整数'],
    ['/cockpit/handle/list?pageNum=1&pageNum=2', '查询参数「pageNum」必须是整数'],
    ['/cockpit/runningTeam?foo=1', '不支持的查询参数「foo」'],
    ['/cockpit/device/list?status=1', '不支持的查询参数「status」'],
    ['/cockpit/jsc/index', '缺少必填的查询参数「year」'],
    ['/cockpit/jsc/index?year=1999', '查询参数「year」不能小于 2000'],
    ['/cockpit/jsc/index?year=2101', '查询参数「year」不能大于 2100'],
    ['/cockpit/jsc/index?year=今年', '查询参数「year」必须是整数'],
    ['/cockpit/runningTeam/memberDetail', '缺少必填的查询参数「teamId」'],
    [`/cockpit/runningTeam?teamName=${'长'.repeat(51)}`, '查询参数「teamName」不能超过 50 个字符'],
    ['/cockpit/chanceList?type=9', '查询参数「type」必须是以下值之一：1、2、3、4、5'],
    ['/cockpit/notice/getActByMonth?year=2025&months=3', '查询参数「year」与「months」不能同时使用'],
    ['/cockpit/notice/getActByMonth?months=37', '查询参数「months」不能大于 36'],
    ['/open-api/ksh/service/abc', '路径参数「id」必须是整数'],
    ['/cockpit/system/dict/data/type/a-b', '路径参数「type」格式不正确'],
    ['/open-api/ksh/service/%E0%A4%A', '请求地址格式不正确'],
  ])('%s → 400 %s', async (url, msg) => {
    const { status, body } = await getJson(server, url);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg });
  });

  it.each([
    ['/cockpit/runningTeam/memberDetail?teamId=999', '团队不存在（teamId=999）'],
    ['/cockpit/zyjg/memberDetail?teamId=999', '团队不存在（teamId=999）'],
    ['/cockpit/jsc/chain/detail?id=999', '产业链节点不存在（id=999）'],
    ['/cockpit/jsc/introduce/getLink?id=99', '介绍条目不存在（id=99）'],
    ['/cockpit/reserve/detail?id=99999', '预约记录不存在（id=99999）'],
    ['/open-api/ksh/service/999', '服务事项不存在（id=999）'],
    ['/cockpit/nope', '请求的资源不存在'],
    ['/nope', '请求的资源不存在'],
    ['/open-api/runningTeam/sum', '请求的资源不存在'],
  ])('%s → 404 %s', async (url, msg) => {
    const { status, body } = await getJson(server, url);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg });
  });

  it('answers other methods with 404, never 500', async () => {
    const post = await getJson(server, '/cockpit/device/sum', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(post).toMatchObject({ status: 404, body: { code: 404, msg: '请求的资源不存在' } });
    const broken = await getJson(server, '/cockpit/device/sum', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({
      status: 400,
      body: { code: 400, msg: expect.stringContaining('请求体格式不正确') },
    });
  });

  it('ignores a JSON content type on GET (the shared client sends one)', async () => {
    const reply = await getJson(server, '/cockpit/device/sum', {
      headers: { 'Content-Type': 'application/json;charset=utf-8' },
    });
    expect(reply.status).toBe(200);
  });

  it('gives an unknown dictionary type an empty list', async () => {
    expect((await getJson(server, '/cockpit/system/dict/data/type/no_such_type')).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: [],
    });
  });
});

describe('CORS', () => {
  it('allows any origin and the Authorization and Content-Type headers', async () => {
    const preflight = await fetch(`${server.url}/cockpit/device/list`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://wall.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const reply = await getJson(server, '/open-api/ksh/service/num', {
      headers: { Origin: 'http://wall.example', Authorization: 'Bearer t' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});
