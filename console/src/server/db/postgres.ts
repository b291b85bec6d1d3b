import pg from 'pg';
import { INT8_OID, type Database, type Queryable } from './adapter';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** PostgreSQL through a `pg` pool, for deployments that run more than one fleet service. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8, types });
  // An idle client's error (the server restarted) must not become an uncaught exception.
  pool.on('error', (error) => console.error('[fleet] PostgreSQL:', error.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await pool.query(sql, params as unknown[])).rows }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }) };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
