import type { SheetSourceBody } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import type { SheetStored } from './source-kind-info';

/** Uploads a spreadsheet source keeps: the one in use and the ones before it, newest first. */
export const KEPT_UPLOADS = 3;

export async function createSheetSource(db: Queryable, body: SheetSourceBody, by: string): Promise<number | null> {
  const settings: SheetStored = { pick: body.pick, sheets: [] };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO data_sources (name, kind, settings, method, url, params, headers, interval_ms, timeout_ms, max_bytes, updated_by, updated_at)
     VALUES ($1, 'sheet', $2, 'GET', 'sheet:', '{}', '{}', $3, 1000, 0, $4, $5) ON CONFLICT (name) DO NOTHING RETURNING id`,
    [body.name, JSON.stringify(settings), body.intervalMs, by, Date.now()],
  );
  return rows[0]?.id ?? null;
}

/** The source's picks and stored sheets, and its upload in use (its bytes), if any. */
export async function sheetSource(
  db: Queryable,
  id: number,
): Promise<{ settings: SheetStored; inUse?: { id: number; fileName: string; bytes: Buffer } } | undefined> {
  const { rows } = await db.query<{ settings: SheetStored }>(
    "SELECT settings FROM data_sources WHERE id = $1 AND kind = 'sheet'",
    [id],
  );
  if (!rows.length) return undefined;
  const upload = await db.query<{ id: number; file_name: string; bytes: Uint8Array }>(
    'SELECT id, file_name, bytes FROM source_uploads WHERE source_id = $1 AND in_use',
    [id],
  );
  const u = upload.rows[0];
  return {
    settings: rows[0].settings,
    ...(u ? { inUse: { id: u.id, fileName: u.file_name, bytes: Buffer.from(u.bytes) } } : {}),
  };
}

export async function uploadBytes(
  db: Queryable,
  sourceId: number,
  uploadId: number,
): Promise<{ fileName: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ file_name: string; bytes: Uint8Array }>(
    'SELECT file_name, bytes FROM source_uploads WHERE source_id = $1 AND id = $2',
    [sourceId, uploadId],
  );
  return rows[0] && { fileName: rows[0].file_name, bytes: Buffer.from(rows[0].bytes) };
}

/** Makes rows the source's answer with the picks and sheets they came from (in the caller's transaction). */
export async function storeSheetAnswer(
  db: Queryable,
  id: number,
  settings: SheetStored,
  rows: unknown[],
  by: string,
  name?: string,
  intervalMs?: number,
): Promise<void> {
  await db.query(
    `UPDATE data_sources SET settings = $2, raw = $3, raw_at = $4, error = NULL, error_at = NULL, updated_by = $5, updated_at = $4,
     name = COALESCE($6, name), interval_ms = COALESCE($7, interval_ms), fetches = fetches + 1 WHERE id = $1`,
    [id, JSON.stringify(settings), JSON.stringify(rows), Date.now(), by, name ?? null, intervalMs ?? null],
  );
}

/** Keeps a new upload as the one in use; only the newest {@link KEPT_UPLOADS} stay. */
export async function addUpload(
  db: Queryable,
  id: number,
  file: { fileName: string; type: string; bytes: Buffer },
  by: string,
): Promise<number> {
  await db.query('UPDATE source_uploads SET in_use = false WHERE source_id = $1', [id]);
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO source_uploads (source_id, file_name, file_type, bytes, size, uploaded_by, uploaded_at, in_use) VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id',
    [id, file.fileName, file.type, file.bytes, file.bytes.length, by, Date.now()],
  );
  await db.query(
    `DELETE FROM source_uploads WHERE source_id = $1 AND id NOT IN (SELECT id FROM source_uploads WHERE source_id = $1 ORDER BY uploaded_at DESC, id DESC LIMIT ${KEPT_UPLOADS})`,
    [id],
  );
  return rows[0].id;
}

export async function useUpload(db: Queryable, id: number, uploadId: number): Promise<void> {
  await db.query('UPDATE source_uploads SET in_use = (id = $2) WHERE source_id = $1', [id, uploadId]);
}
