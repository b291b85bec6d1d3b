import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** One query's rows. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** What the stores need of a database: PGlite (embedded) and PostgreSQL (`pg`) both provide it, with one SQL dialect. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** A database connection the service owns: queries, transactions, and close. */
export interface Database extends Queryable {
  /** Which engine runs underneath (`pglite` or `postgres`), for logs and the bench. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (the simple protocol: one implicit transaction). */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with each NOTIFY payload on `channel`, on a connection of its own that is opened
   * again when it drops (`onReconnect` then: what was sent meanwhile is lost, re-read the state). Returns the stop.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Epoch milliseconds are stored as `bigint`; both engines are told to read int8 back as a JS number. */
export const INT8_OID = 20;

/** Opens PGlite in `dataDir/pglite` unless a PostgreSQL URL is given. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  // Static imports: the browser tests' loader (Playwright) cannot load a TypeScript module by dynamic import().
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}
