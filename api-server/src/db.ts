import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';

/** A parameter of a query: bound positionally to `?`. */
export type Param = SqlValue;

/** Thin synchronous wrapper over a sql.js database: every read and aggregate is real SQL. */
export class Db {
  constructor(readonly sql: Database) {}

  /** All rows of a query, as objects keyed by column alias. */
  all<T = Record<string, SqlValue>>(query: string, params: readonly Param[] = []): T[] {
    const statement = this.sql.prepare(query);
    try {
      statement.bind(params as Param[]);
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  /** The first row of a query, or undefined. */
  get<T = Record<string, SqlValue>>(query: string, params: readonly Param[] = []): T | undefined {
    return this.all<T>(query, params)[0];
  }

  /** The single row of an aggregate query (always one row). */
  row<T extends object = Record<string, SqlValue>>(query: string, params: readonly Param[] = []): T {
    const row = this.get<T>(query, params);
    if (row === undefined) throw new Error(`query returned no row: ${query.slice(0, 60)}`);
    return row;
  }

  /** The first column of the first row as a number (0 when there is none). */
  num(query: string, params: readonly Param[] = []): number {
    const row = this.sql.exec(query, params as Param[])[0];
    return Number(row?.values[0]?.[0] ?? 0);
  }

  /** One page of a query's rows plus the total row count, both counted in SQL. */
  page<T = Record<string, SqlValue>>(query: string, params: readonly Param[], pageNum: number, pageSize: number) {
    const total = this.num(`SELECT COUNT(*) FROM (${query})`, params);
    const rows = this.all<T>(`${query} LIMIT ? OFFSET ?`, [...params, pageSize, (pageNum - 1) * pageSize]);
    return { rows, total };
  }

  /** Runs statements that return nothing (DDL, updates). */
  run(query: string, params: readonly Param[] = []): void {
    this.sql.run(query, params as Param[]);
  }

  /** Inserts plain objects into `table`; the first row's keys name the columns. */
  insertAll(table: string, rows: readonly Record<string, Param>[]): void {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]);
    const statement = this.sql.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    try {
      for (const row of rows) statement.run(columns.map((c) => row[c] ?? null));
    } finally {
      statement.free();
    }
  }
}

/** `%text%` for a `LIKE ? ESCAPE '\\'` filter, with the wildcards in `text` escaped. */
export const likeParam = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

let sqlJs: Promise<SqlJsStatic> | undefined;

/** Loads the sql.js wasm module once per process. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  return sqlJs;
}

/** Writes the database to `path` atomically: a temporary file beside it, then a rename. */
export function saveDatabase(db: Db, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(db.sql.export()));
  renameSync(tmp, path);
}

/** Reads a database file, or returns undefined when it does not exist. */
export async function readDatabase(path: string): Promise<Db | undefined> {
  if (!existsSync(path)) return undefined;
  const SQL = await loadSqlJs();
  return new Db(new SQL.Database(readFileSync(path)));
}

/** A new empty in-memory database. */
export async function emptyDatabase(): Promise<Db> {
  const SQL = await loadSqlJs();
  return new Db(new SQL.Database());
}
