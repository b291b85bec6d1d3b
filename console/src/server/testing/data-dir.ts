import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { migrate, migrationNames } from '../core/db/migrate';
import { openPglite } from '../core/db/pglite';

// A fresh PGlite runs initdb (tens of seconds on a busy machine); tests copy a migrated template made once instead.
// The template is named by the migrations it holds: a checkout with other migrations never copies a stale schema.
const SCHEMA = createHash('sha256').update(migrationNames().join('\n')).digest('hex').slice(0, 12);
const TEMPLATE = join(tmpdir(), `cockpit-fleet-pglite-template-${SCHEMA}`);

async function template(): Promise<string> {
  if (existsSync(join(TEMPLATE, 'pglite', 'PG_VERSION'))) return TEMPLATE;
  const building = mkdtempSync(join(tmpdir(), 'cockpit-fleet-template-'));
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    renameSync(building, TEMPLATE);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another jest worker made it first
  }
  return TEMPLATE;
}

/** A new data dir holding an empty, migrated embedded database. */
export async function freshDataDir(): Promise<string> {
  const source = await template();
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-fleet-'));
  cpSync(source, dir, { recursive: true });
  return dir;
}
