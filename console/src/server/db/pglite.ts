import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { INT8_OID, type Database, type Queryable } from './adapter';

/** The embedded database: real PostgreSQL compiled to WASM, its files in `dataDir/pglite`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { parsers: { [INT8_OID]: (value: string) => Number(value) } });
  return {
    kind: 'pglite',
    query: (sql, params) => pg.query(sql, params),
    transaction: (work) => pg.transaction((tx) => work(tx as Queryable)),
    exec: async (sql) => void (await pg.exec(sql)),
    close: () => pg.close(),
  };
}
