import { Db, emptyDatabase, readDatabase, saveDatabase } from '../db';
import { investFlow, seedChain } from './chain';
import { activityFlow, noticeFlow, seedNotices } from './notices';
import { reservationFlow, seedDevices, transferFlow } from './devices';
import { seedDict } from './dict';
import { historyStart, writeHistory, type MonthlyFlow } from './history';
import { chanceFlow, seedIndustry } from './industry';
import { handleFlow, seedServices } from './services';
import { seedTalent, talentFlow } from './talent';
import { seedTeams } from './teams';

/** Bump when the schema or the seed changes: an older database file is then rebuilt. */
export const SEED_VERSION = '3';

/** Every family's dated history, in the order it is written (later ones read earlier tables). */
const FLOWS: readonly MonthlyFlow[] = [
  talentFlow,
  investFlow,
  chanceFlow,
  handleFlow,
  noticeFlow,
  activityFlow,
  reservationFlow,
  transferFlow,
];

const meta = (db: Db, key: string): string | undefined =>
  db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key])?.value;

/**
 * Creates every table and fills it with a history that ends on `today` ('YYYY-MM-DD', the day the
 * database is created): the same day always produces the same rows.
 */
export function seedAll(db: Db, today: string): void {
  const start = historyStart(today);
  db.run('BEGIN');
  db.run('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.insertAll('meta', [
    { key: 'seed_version', value: SEED_VERSION },
    { key: 'created', value: today },
    { key: 'data_start', value: start },
    { key: 'data_end', value: today },
  ]);
  seedDict(db);
  seedTeams(db, { start, today });
  seedTalent(db);
  seedChain(db, { start, today });
  seedIndustry(db, { start, today });
  seedServices(db, { start, today });
  seedNotices(db);
  seedDevices(db);
  writeHistory(db, FLOWS, { start, today });
  db.run('COMMIT');
}

/**
 * Extends a database whose data ends before `today` with the history of the days since, leaving
 * every existing row as it is (rows written by anything else survive). Returns false when current.
 */
export function extendHistory(db: Db, today: string): boolean {
  const end = meta(db, 'data_end');
  const start = meta(db, 'data_start');
  if (!end || !start || end >= today) return false;
  db.run('BEGIN');
  try {
    writeHistory(db, FLOWS, { start, today, after: end });
    db.run(`UPDATE meta SET value = ? WHERE key = 'data_end'`, [today]);
    db.run('COMMIT');
  } catch (error) {
    db.run('ROLLBACK');
    throw error;
  }
  return true;
}

function seedVersionOf(db: Db, path: string): string | undefined {
  try {
    return meta(db, 'seed_version');
  } catch (error) {
    throw new Error(`数据库文件 ${path} 不是驾驶舱数据库（${(error as Error).message}）；请删除它或换一个 --db 路径`);
  }
}

/**
 * Opens the database at `path` as of `today`: loads it when present and extends its history to
 * today when it ends earlier; otherwise (or when it holds an older seed) creates the schema and
 * seeds it. Every change is written to the file atomically.
 */
export async function openCockpitDb(
  path: string,
  today: string,
): Promise<{ db: Db; created: boolean; extended: boolean }> {
  const existing = await readDatabase(path);
  if (existing) {
    if (seedVersionOf(existing, path) === SEED_VERSION) {
      const extended = extendHistory(existing, today);
      if (extended) saveDatabase(existing, path);
      return { db: existing, created: false, extended };
    }
    existing.sql.close();
  }
  const db = await emptyDatabase();
  seedAll(db, today);
  saveDatabase(db, path);
  return { db, created: true, extended: false };
}
