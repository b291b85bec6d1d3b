import { isIP } from 'node:net';
import type { SqlSourceBody } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { addressRefusal, isInnerAddress, hostRefusal } from './address-guard';
import {
  DEFAULT_MAX_BYTES,
  intervalLimitsStamp,
  timeoutOf,
  unsafeText,
  type RuleRefusal,
  type SourceLimits,
} from './source-rules';
import { DEFAULT_MAX_ROWS, type SqlRequest } from './sql-request';

/** The secret's place and name a SQL source's password is kept under. */
export const PASSWORD = { place: 'password', name: 'password' } as const;

/** What `settings` holds for a SQL source (the password is among the secrets). */
export type SqlStored = Pick<
  SqlRequest,
  'host' | 'port' | 'database' | 'user' | 'tls' | 'query' | 'params' | 'maxRows'
>;

const stored = (body: SqlSourceBody): SqlStored => ({
  host: body.host.toLowerCase(),
  port: body.port,
  database: body.database,
  user: body.user,
  tls: body.tls,
  query: body.query,
  params: body.params ?? {},
  maxRows: body.maxRows ?? DEFAULT_MAX_ROWS,
});
/** How the list shows where a SQL source reads from (never with its password). */
const shownAt = (body: SqlSourceBody) =>
  `${body.kind}://${body.user}@${body.host.toLowerCase()}:${body.port}/${body.database}`;

/** The request a body describes, with the password given or the one stored. */
export const sqlRequestOf = (body: SqlSourceBody, password?: string): SqlRequest => ({
  kind: body.kind,
  ...stored(body),
  password: body.password ?? password,
  timeoutMs: timeoutOf(body),
  maxBytes: body.maxBytes ?? DEFAULT_MAX_BYTES,
});

/** Judges a SQL source before it is stored or tried: its host on the list, its texts, its timings. */
export function judgeSqlSource(
  body: SqlSourceBody,
  allowlist: readonly string[],
  limits: SourceLimits,
): RuleRefusal | undefined {
  for (const [field, text] of [
    ['name', body.name],
    ['host', body.host],
    ['database', body.database],
    ['user', body.user],
    ...Object.entries(body.params ?? {}).map(([k, v]) => [`params.${k}`, String(v)]),
  ]) {
    const why = unsafeText(text);
    if (why) return { field, error: `字段 ${field} ${why}` };
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(body.query))
    return { field: 'query', error: 'SQL 中不能含控制字符' };
  const notListed = hostRefusal(body.host, allowlist);
  if (notListed) return { field: 'host', error: notListed };
  if (isIP(body.host) && isInnerAddress(body.host)) {
    const inner = addressRefusal(body.host, body.host, allowlist);
    if (inner) return { field: 'host', error: inner };
  }
  if (body.intervalMs < limits.minIntervalMs)
    return { field: 'intervalMs', error: `刷新间隔不能小于 ${limits.minIntervalMs / 1000} 秒` };
  if (timeoutOf(body) >= body.intervalMs) return { field: 'timeoutMs', error: '超时应小于刷新间隔' };
  return undefined;
}

const sqlColumns = (body: SqlSourceBody, by: string) => [
  body.name,
  body.kind,
  JSON.stringify(stored(body)),
  shownAt(body),
  ...intervalLimitsStamp(body, by),
];

/** Stores a new SQL source with its password; due at once. Null when the name is taken. */
export async function createSqlSource(db: Queryable, body: SqlSourceBody, by: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO data_sources (name, kind, settings, method, url, params, headers, interval_ms, timeout_ms, max_bytes, updated_by, updated_at)
     VALUES ($1, $2, $3, 'GET', $4, '{}', '{}', $5, $6, $7, $8, $9) ON CONFLICT (name) DO NOTHING RETURNING id`,
    sqlColumns(body, by),
  );
  if (!rows.length) return null;
  if (body.password) await setSqlPassword(db, rows[0].id, body.password);
  return rows[0].id;
}

/** Changes a SQL source's connection or query (its password stays); run again at once. */
export async function updateSqlSource(db: Queryable, id: number, body: SqlSourceBody, by: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE data_sources SET name = $2, kind = $3, settings = $4, url = $5, interval_ms = $6, timeout_ms = $7, max_bytes = $8, updated_by = $9, updated_at = $10,
     next_fetch_at = 0 WHERE id = $1 AND kind IN ('postgres', 'mysql') RETURNING id`,
    [id, ...sqlColumns(body, by)],
  );
  return rows.length === 1;
}

export async function setSqlPassword(db: Queryable, id: number, value: string): Promise<void> {
  await db.query(
    `INSERT INTO source_secrets (source_id, place, name, value, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (source_id, place, name) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [id, PASSWORD.place, PASSWORD.name, value, Date.now()],
  );
}

/** The stored password of a SQL source, for a run on the server only. */
export async function sqlPassword(db: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM source_secrets WHERE source_id = $1 AND place = $2',
    [id, PASSWORD.place],
  );
  return rows[0]?.value;
}
