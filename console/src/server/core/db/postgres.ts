import pg from 'pg';
import { INT8_OID, type Database } from './adapter';
import { inTransaction } from './in-transaction';

// pg-types declares its parsers as returning `any`: each parses a column's text into some value.
const builtInParser: (oid: number, format?: 'text' | 'binary') => (value: string) => unknown = pg.types.getTypeParser;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : builtInParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** PostgreSQL through a `pg` pool, for deployments that run more than one fleet service. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8, types });
  // An idle client's error (the server restarted) must not become an uncaught exception.
  pool.on('error', (error) => console.error('[fleet] PostgreSQL:', error.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query<Row & pg.QueryResultRow>(sql, params)).rows,
    }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        return await inTransaction(
          {
            query: async <Row>(sql: string, params?: unknown[]) => ({
              rows: (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
            }),
          },
          work,
        );
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    listen: (channel, onMessage, onReconnect) => listenOn(connectionString, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

/** A connection that LISTENs on `channel` and comes back after it drops (every second until it does). */
async function listenOn(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    next.on('error', (error) => {
      console.error('[fleet] PostgreSQL LISTEN:', error.message);
      void next.end().catch(() => undefined);
      if (client === next && !stopped) again();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const again = () => {
    client = undefined;
    retry = setTimeout(() => {
      connect().then(onReconnect, () => again());
    }, 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
