import { openDatabase, type Database } from '../../../core/db/adapter';
import { migrate } from '../../../core/db/migrate';
import { freshDataDir } from '../../../testing/data-dir';
import { stopTestPostgres, testEngines, testPostgresUrl } from '../../../testing/harness';
import { createTestDatabase } from '../../../testing/postgres';
import { writeOidcSettings } from './oidc-settings';

const body = {
  enabled: false,
  issuer: 'https://id.example.edu/realms/campus',
  clientId: 'cockpit',
  clientSecret: 's3cret-of-the-client',
  scopes: 'openid profile groups',
  label: '统一身份认证登录',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  sessionMaxAgeHours: 12,
  localSignIn: true,
  roleRules: [
    { value: 'cockpit-operators', role: 'operator' as const },
    { value: 'cockpit-admins', role: 'admin' as const },
  ],
};

describe.each(testEngines())('what a sign-in settings save is audited as, on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({
      dataDir: await freshDataDir(),
      databaseUrl: engine === 'postgres' ? await createTestDatabase(testPostgresUrl()!) : undefined,
    });
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  test('a save of the same secret and the same rules (which the database gives back in its own key order) changed nothing', async () => {
    expect(await writeOidcSettings(db, body, 'sec')).toContain('客户端密钥已更换');
    expect((await db.query<{ r: string }>('SELECT role_rules::text AS r FROM oidc_settings')).rows[0].r).toMatch(
      /^\[\{"role"/,
    );
    expect(await writeOidcSettings(db, body, 'sec')).toBe('无变化');
    expect(await writeOidcSettings(db, { ...body, clientSecret: undefined }, 'sec')).toBe('无变化');
    const swapped = { ...body, roleRules: [body.roleRules[0], { value: 'cockpit-admins', role: 'operator' as const }] };
    expect(await writeOidcSettings(db, { ...swapped, clientSecret: 'a new secret' }, 'sec')).toBe(
      '客户端密钥已更换；角色映射 cockpit-operators→operator，cockpit-admins→operator',
    );
  });
});
