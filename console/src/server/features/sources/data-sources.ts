import type { MappingInfo, SourceBody, SourceInfo, SourceKind } from '../../../protocol';
import { kindInfo, uploadsBySource } from './source-kind-info';
import { PASSWORD } from './sql-sources';
import type { Queryable } from '../../core/db/adapter';
import { intervalLimitsStamp } from './source-rules';

/** A source as the table holds it. */
export interface SourceRow {
  id: number;
  name: string;
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  body: string | null;
  interval_ms: number;
  timeout_ms: number;
  max_bytes: number;
  updated_by: string;
  updated_at: number;
  fetches: number;
  raw_at: number | null;
  error: string | null;
  error_at: number | null;
  kind: SourceKind;
  settings: unknown;
}
interface MappingRow {
  source_id: number;
  name: string;
  expression: string;
  updated_by: string;
  updated_at: number;
  good_at: number | null;
  error: string | null;
  error_at: number | null;
}

const COLUMNS =
  'id, name, method, url, params, headers, body, interval_ms, timeout_ms, max_bytes, updated_by, updated_at, fetches, raw_at, error, error_at, kind, settings';
const opt = <K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> =>
  value === null ? {} : ({ [key]: value } as Record<K, V>);

const toMapping = (r: MappingRow): MappingInfo => ({
  name: r.name,
  expression: r.expression,
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
  ...opt('goodAt', r.good_at === null ? null : Number(r.good_at)),
  ...opt('error', r.error),
  ...opt('errorAt', r.error_at === null ? null : Number(r.error_at)),
});

/** Every source with its secrets' names (never their values) and its mappings. */
export async function listSources(db: Queryable): Promise<SourceInfo[]> {
  const [sources, secrets, mappings, uploads] = await Promise.all([
    db.query<SourceRow>(`SELECT ${COLUMNS} FROM data_sources ORDER BY name`),
    db.query<{ source_id: number; place: string; name: string; updated_at: number }>(
      'SELECT source_id, place, name, updated_at FROM source_secrets ORDER BY place, name',
    ),
    db.query<MappingRow>(
      'SELECT source_id, name, expression, updated_by, updated_at, good_at, error, error_at FROM source_mappings ORDER BY name',
    ),
    uploadsBySource(db),
  ]);
  return sources.rows.map((r) => ({
    id: r.id,
    name: r.name,
    method: r.method,
    url: r.url,
    params: r.params,
    headers: r.headers,
    ...opt('body', r.body),
    intervalMs: r.interval_ms,
    timeoutMs: r.timeout_ms,
    maxBytes: r.max_bytes,
    updatedBy: r.updated_by,
    updatedAt: Number(r.updated_at),
    fetches: Number(r.fetches),
    ...opt('rawAt', r.raw_at === null ? null : Number(r.raw_at)),
    ...opt('error', r.error),
    ...opt('errorAt', r.error_at === null ? null : Number(r.error_at)),
    ...kindInfo(
      r.kind,
      r.settings,
      secrets.rows.some((s) => s.source_id === r.id && s.place === PASSWORD.place),
      uploads.get(r.id) ?? [],
    ),
    secrets: secrets.rows
      .filter((s) => s.source_id === r.id && s.place !== PASSWORD.place)
      .map((s) => ({ place: s.place as 'header' | 'param', name: s.name, updatedAt: Number(s.updated_at) })),
    mappings: mappings.rows.filter((m) => m.source_id === r.id).map(toMapping),
  }));
}

export async function findSource(db: Queryable, id: number): Promise<SourceInfo | undefined> {
  return (await listSources(db)).find((s) => s.id === id);
}

const httpColumns = (body: SourceBody, by: string) => [
  body.name,
  body.method,
  body.url,
  JSON.stringify(body.params ?? {}),
  JSON.stringify(body.headers ?? {}),
  body.body || null,
  ...intervalLimitsStamp(body, by),
];

/** Stores a new source (and its secrets); it is due at once. Null when the name is taken. */
export async function createSource(db: Queryable, body: SourceBody, by: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO data_sources (name, method, url, params, headers, body, interval_ms, timeout_ms, max_bytes, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (name) DO NOTHING RETURNING id`,
    httpColumns(body, by),
  );
  if (!rows.length) return null;
  for (const s of body.secrets ?? []) await replaceSecret(db, rows[0].id, s);
  return rows[0].id;
}

/** Changes a source's request (its secrets stay); fetched again at once. False when there is no such source. */
export async function updateSource(db: Queryable, id: number, body: SourceBody, by: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE data_sources SET name = $2, method = $3, url = $4, params = $5, headers = $6, body = $7, interval_ms = $8, timeout_ms = $9,
     max_bytes = $10, updated_by = $11, updated_at = $12, next_fetch_at = 0 WHERE id = $1 AND kind = 'http' RETURNING id`,
    [id, ...httpColumns(body, by)],
  );
  return rows.length === 1;
}

/** Makes a source due now (the engine fetches it at its next look); false when there is no such source. */
export async function fetchSourceNow(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('UPDATE data_sources SET next_fetch_at = 0 WHERE id = $1 RETURNING id', [id])).rows.length > 0;
}

export async function deleteSource(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM data_sources WHERE id = $1 RETURNING id', [id])).rows.length === 1;
}

/** Sets one secret (a new value replaces the old; the value is never read back through any route). */
export async function replaceSecret(
  db: Queryable,
  sourceId: number,
  secret: { place: 'header' | 'param'; name: string; value: string },
): Promise<void> {
  await db.query(
    `INSERT INTO source_secrets (source_id, place, name, value, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (source_id, place, name) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [sourceId, secret.place, secret.name, secret.value, Date.now()],
  );
}

export async function deleteSecret(db: Queryable, sourceId: number, place: string, name: string): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM source_secrets WHERE source_id = $1 AND place = $2 AND name = $3 RETURNING name', [
        sourceId,
        place,
        name,
      ])
    ).rows.length === 1
  );
}
