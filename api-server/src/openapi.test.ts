import type { RunningApiServer } from './index';
import { ENDPOINTS, getJson, serverOn, tempDir } from './testing';

const tmp = tempDir();
let server: RunningApiServer;
let doc: { openapi: string; paths: Record<string, Record<string, any>> };

beforeAll(async () => {
  server = await serverOn(`${tmp.dir}/cockpit.sqlite`);
  const reply = await getJson(server, '/cockpit/openapi.json');
  expect(reply.status).toBe(200);
  doc = reply.body as unknown as typeof doc;
});
afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

/** `/open-api/ksh/service/1?x=1` → `/open-api/ksh/service/{id}`. */
function documentedPath(url: string): string {
  const path = url.split('?')[0];
  return path.replace(/\/service\/\d+$/, '/service/{id}').replace(/\/type\/[^/]+$/, '/type/{type}');
}

describe('GET /cockpit/openapi.json', () => {
  it('is an OpenAPI 3 document listing every route, and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(ENDPOINTS.map(documentedPath))].sort());
  });

  it.each(ENDPOINTS.map(documentedPath))('documents %s with its parameters and response schemas', (path) => {
    const get = doc.paths[path].get;
    expect(get.summary).toMatch(/\p{Script=Han}/u);
    const ok = get.responses['200'].content['application/json'].schema;
    expect(ok.required).toEqual(['code', 'msg', 'data']);
    expect(ok.properties.data).toBeDefined();
    expect(get.responses['400']).toBeDefined();
  });

  it('documents paging limits and required parameters', () => {
    const params = doc.paths['/cockpit/runningTeam'].get.parameters as { name: string; schema: { maximum?: number } }[];
    expect(params.find((p) => p.name === 'pageSize')?.schema.maximum).toBe(100);
    const index = doc.paths['/cockpit/jsc/index'].get.parameters as { name: string; required: boolean }[];
    expect(index).toEqual([expect.objectContaining({ name: 'year', required: true })]);
    expect(doc.paths['/open-api/ksh/service/{id}'].get.responses['404']).toBeDefined();
  });
});
