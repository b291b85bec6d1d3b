import { rmSync } from 'node:fs';
import { freshDataDir } from '../../testing/data-dir';
import { testPostgresUrl } from '../../testing/harness';
import { createTestDatabase } from '../../testing/postgres';
import { openDatabase, type Database } from './adapter';

const postgres = testPostgresUrl();
const engines: [string, () => Promise<string | undefined>][] = [['PGlite', async () => undefined]];
if (postgres) engines.push(['PostgreSQL', () => createTestDatabase(postgres)]);

describe.each(engines)('a transaction on %s', (_engine, databaseUrl) => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await freshDataDir();
    db = await openDatabase({ dataDir, databaseUrl: await databaseUrl() });
    await db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const texts = async () =>
    (await db.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).rows.map((r) => r.text);

  it('commits what its work wrote, and answers what the work returned', async () => {
    expect(await db.transaction(async (tx) => (await tx.query("INSERT INTO notes VALUES ('kept')"), 'done'))).toBe(
      'done',
    );
    expect(await texts()).toEqual(['kept']);
  });

  it('rolls everything back when its work throws, and throws that error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES ('lost')");
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await texts()).toEqual(['kept']);
    // The connection is usable after the rollback.
    await db.transaction((tx) => tx.query("INSERT INTO notes VALUES ('later')"));
    expect(await texts()).toEqual(['kept', 'later']);
  });
});
