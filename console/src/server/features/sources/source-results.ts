import type { SourceReading } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import type { SourceRow } from './data-sources';
import type { UpstreamRequest } from './source-fetch';
import type { SqlRequest } from './sql-request';
import { PASSWORD, type SqlStored } from './sql-sources';

/** Stores (or changes) a mapping; its result is computed again at the next fetch. False when the source is gone. */
export async function putMapping(
  db: Queryable,
  sourceId: number,
  name: string,
  expression: string,
  by: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO source_mappings (source_id, name, expression, updated_by, updated_at) SELECT id, $2, $3, $4, $5 FROM data_sources WHERE id = $1
     ON CONFLICT (source_id, name) DO UPDATE SET expression = EXCLUDED.expression, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at RETURNING name`,
    [sourceId, name, expression, by, Date.now()],
  );
  if (rows.length) await db.query('UPDATE data_sources SET next_fetch_at = 0 WHERE id = $1', [sourceId]);
  return rows.length === 1;
}

export async function deleteMapping(db: Queryable, sourceId: number, name: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM source_mappings WHERE source_id = $1 AND name = $2 RETURNING name', [sourceId, name]))
      .rows.length === 1
  );
}

/** A source due for its fetch, with its request (secrets in place) and its mappings: the engine's work item. */
export interface DueSource {
  id: number;
  name: string;
  request: UpstreamRequest;
  /** Set for a SQL source: its connection and query, run instead of the HTTP request. */
  sql?: SqlRequest;
  mappings: { name: string; expression: string }[];
}

/**
 * Claims the sources due at `now` by moving their next fetch one interval on, in one statement: a source is claimed
 * once per interval whoever asks, so a replica that took the lease a moment ago cannot fetch it a second time. The
 * next fetch is one interval after the one due, not after the look: a late look does not shift the cadence (only a
 * source a whole interval behind, or made due at once, starts it again from now).
 */
export async function claimDueSources(db: Queryable, now: number): Promise<DueSource[]> {
  const { rows } = await db.query<
    Pick<SourceRow, 'id' | 'name' | 'method' | 'url' | 'params' | 'headers' | 'body' | 'timeout_ms' | 'max_bytes'> & {
      kind: string;
      settings: SqlStored | null;
    }
  >(
    `UPDATE data_sources SET next_fetch_at = CASE WHEN next_fetch_at + interval_ms > $1 THEN next_fetch_at + interval_ms ELSE $1 + interval_ms END
     WHERE next_fetch_at <= $1 AND kind <> 'sheet'
     RETURNING id, name, method, url, params, headers, body, timeout_ms, max_bytes, kind, settings`,
    [now],
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [secrets, mappings] = await Promise.all([
    db.query<{ source_id: number; place: string; name: string; value: string }>(
      'SELECT source_id, place, name, value FROM source_secrets WHERE source_id = ANY($1)',
      [ids],
    ),
    db.query<{ source_id: number; name: string; expression: string }>(
      'SELECT source_id, name, expression FROM source_mappings WHERE source_id = ANY($1)',
      [ids],
    ),
  ]);
  return rows.map((r) => {
    const own = secrets.rows.filter((s) => s.source_id === r.id);
    const pick = (place: string) =>
      Object.fromEntries(own.filter((s) => s.place === place).map((s) => [s.name, s.value]));
    return {
      id: r.id,
      name: r.name,
      request: {
        method: r.method,
        url: r.url,
        params: { ...r.params, ...pick('param') },
        headers: { ...r.headers, ...pick('header') },
        ...(r.body ? { body: r.body } : {}),
        timeoutMs: r.timeout_ms,
        maxBytes: r.max_bytes,
      },
      ...(r.kind === 'postgres' || r.kind === 'mysql'
        ? {
            sql: {
              kind: r.kind,
              ...r.settings!,
              password: pick(PASSWORD.place)[PASSWORD.name],
              timeoutMs: r.timeout_ms,
              maxBytes: r.max_bytes,
            },
          }
        : {}),
      mappings: mappings.rows
        .filter((m) => m.source_id === r.id)
        .map((m) => ({ name: m.name, expression: m.expression })),
    };
  });
}

/** When the next source is due, epoch ms (undefined: no source). */
export async function nextDueAt(db: Queryable): Promise<number | undefined> {
  const { rows } = await db.query<{ due: number | null }>(
    "SELECT MIN(next_fetch_at) AS due FROM data_sources WHERE kind <> 'sheet'",
  );
  return rows[0]?.due === null || rows[0]?.due === undefined ? undefined : Number(rows[0].due);
}

/**
 * A good answer replaces the last one and clears the error; a failed fetch keeps the last answer and says why. The
 * fetch count grows by the requests that reached the upstream (a refused address never did).
 */
export async function recordFetch(
  db: Queryable,
  id: number,
  outcome: { raw: string } | { error: string },
  now: number,
  requests = 1,
): Promise<void> {
  if ('raw' in outcome)
    await db.query(
      'UPDATE data_sources SET raw = $2, raw_at = $3, error = NULL, error_at = NULL, fetches = fetches + $4 WHERE id = $1',
      [id, outcome.raw, now, requests],
    );
  else
    await db.query('UPDATE data_sources SET error = $2, error_at = $3, fetches = fetches + $4 WHERE id = $1', [
      id,
      outcome.error,
      now,
      requests,
    ]);
}

/** Same rule for a mapping's result: the last good one stays through a failure. */
export async function recordMapping(
  db: Queryable,
  id: number,
  name: string,
  outcome: { result: string } | { error: string },
  now: number,
): Promise<void> {
  if ('result' in outcome)
    await db.query(
      'UPDATE source_mappings SET result = $3, good_at = $4, error = NULL, error_at = NULL WHERE source_id = $1 AND name = $2',
      [id, name, outcome.result, now],
    );
  else
    await db.query('UPDATE source_mappings SET error = $3, error_at = $4 WHERE source_id = $1 AND name = $2', [
      id,
      name,
      outcome.error,
      now,
    ]);
}

/** A source's last good raw answer (for the console's try-out). */
export async function lastRaw(
  db: Queryable,
  id: number,
): Promise<{ raw?: string; rawAt?: number; error?: string; id: number } | undefined> {
  const { rows } = await db.query<{ id: number; raw: string | null; raw_at: number | null; error: string | null }>(
    'SELECT id, raw, raw_at, error FROM data_sources WHERE id = $1',
    [id],
  );
  const r = rows[0];
  return (
    r && {
      id: r.id,
      ...(r.raw === null ? {} : { raw: r.raw, rawAt: Number(r.raw_at) }),
      ...(r.error === null ? {} : { error: r.error }),
    }
  );
}

/** What a widget shows: the mapping's last good value, stale when the fetch or the mapping failed since. Undefined when unknown. */
export async function readMapping(
  db: Queryable,
  sourceId: number,
  mapping: string,
): Promise<SourceReading | undefined> {
  const { rows } = await db.query<{
    result: string | null;
    good_at: number | null;
    m_error: string | null;
    s_error: string | null;
    interval_ms: number;
  }>(
    `SELECT m.result, m.good_at, m.error AS m_error, s.error AS s_error, s.interval_ms FROM source_mappings m JOIN data_sources s ON s.id = m.source_id
     WHERE s.id = $1 AND m.name = $2`,
    [sourceId, mapping],
  );
  const r = rows[0];
  if (!r) return undefined;
  const reason = r.s_error ?? r.m_error ?? (r.result === null ? '尚未取到数据' : undefined);
  return {
    value: r.result === null ? null : JSON.parse(r.result),
    intervalMs: r.interval_ms,
    ...(r.good_at === null ? {} : { goodAt: Number(r.good_at) }),
    stale: reason !== undefined,
    ...(reason ? { reason } : {}),
  };
}

/** The SQL sources that exist now (the engine closes the pools of the others). */
export async function liveSqlSources(db: Queryable): Promise<Set<number>> {
  return new Set(
    (await db.query<{ id: number }>("SELECT id FROM data_sources WHERE kind IN ('postgres', 'mysql')")).rows.map(
      (r) => r.id,
    ),
  );
}
