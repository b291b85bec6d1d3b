import { Db, emptyDatabase, readDatabase, saveDatabase } from '../db';
import { seedChain } from './chain';
import { seedDevices } from './devices';
import { seedDict } from './dict';
import { seedIndustry } from './industry';
import { seedNotices } from './notices';
import { DATA_END, DATA_START } from './random';
import { seedServices } from './services';
import { seedTalent } from './talent';
import { seedTeams } from './teams';

/** Bump when the schema or the seed changes: an older database file is then rebuilt. */
export const SEED_VERSION = '1';

/** Creates every table and fills it; the same code always produces the same rows. */
export function seedAll(db: Db): void {
  db.run('BEGIN');
  db.run('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.insertAll('meta', [
    { key: 'seed_version', value: SEED_VERSION },
    { key: 'data_start', value: DATA_START },
    { key: 'data_end', value: DATA_END },
  ]);
  seedDict(db);
  seedTeams(db);
  seedTalent(db);
  seedChain(db);
  seedIndustry(db);
  seedServices(db);
  seedNotices(db);
  seedDevices(db);
  db.run('COMMIT');
}

function seedVersionOf(db: Db, path: string): string | undefined {
  try {
    return db.get<{ value: string }>(`SELECT value FROM meta WHERE key = 'seed_version'`)?.value;
  } catch (error) {
    throw new Error(`数据库文件 ${path} 不是驾驶舱数据库（${(error as Error).message}）；请删除它或换一个 --db 路径`);
  }
}

/**
 * Opens the database at `path`: loads it when present, otherwise (or when it holds an older seed)
 * creates the schema, seeds it and writes the file atomically.
 */
export async function openCockpitDb(path: string): Promise<{ db: Db; created: boolean }> {
  const existing = await readDatabase(path);
  if (existing) {
    if (seedVersionOf(existing, path) === SEED_VERSION) return { db: existing, created: false };
    existing.sql.close();
  }
  const db = await emptyDatabase();
  seedAll(db);
  saveDatabase(db, path);
  return { db, created: true };
}
