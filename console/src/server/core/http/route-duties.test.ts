import { startTestService, type TestService } from '../../testing/harness';
import { ROUTE_DUTIES } from './route-duties';

describe('who may call each route', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
  }, 120_000);
  afterAll(() => service?.close());

  test('every route the service registers has its duty in the one table, and the table names no route that is gone', () => {
    const routes = [
      ...new Set(service.app.routeTells.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
    ];
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !(route in ROUTE_DUTIES))).toEqual([]);
    expect(Object.keys(ROUTE_DUTIES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  test('the security settings are the security duty, the audit the auditor’s, and a role change is not the system administrator’s', () => {
    expect(ROUTE_DUTIES['PUT /api/sign-in/settings']).toBe('security');
    expect(ROUTE_DUTIES['PUT /api/users/:username/role']).toBe('security');
    expect(ROUTE_DUTIES['GET /api/audit/export.csv']).toBe('audit-export');
    expect(ROUTE_DUTIES['POST /api/groups']).toBe('system');
  });
});
