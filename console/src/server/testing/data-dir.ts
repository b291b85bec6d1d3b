import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';

// A fresh PGlite runs initdb (tens of seconds on a busy machine); tests copy a migrated template made once instead.
const TEMPLATE = join(tmpdir(), 'cockpit-fleet-pglite-template-v1');

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
