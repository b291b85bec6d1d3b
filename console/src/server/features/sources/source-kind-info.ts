import type { SheetPick, SheetUpload, SourceInfo, SourceKind } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import type { SqlStored } from './sql-sources';

/** What `settings` holds for a spreadsheet source. */
export interface SheetStored {
  pick: SheetPick;
  sheets: string[];
}

interface UploadRow {
  id: number;
  source_id: number;
  file_name: string;
  size: number;
  uploaded_by: string;
  uploaded_at: number;
  in_use: boolean;
}

/** Every kept upload, newest first, by source. */
export async function uploadsBySource(db: Queryable): Promise<Map<number, SheetUpload[]>> {
  const { rows } = await db.query<UploadRow>(
    'SELECT id, source_id, file_name, size, uploaded_by, uploaded_at, in_use FROM source_uploads ORDER BY uploaded_at DESC, id DESC',
  );
  const by = new Map<number, SheetUpload[]>();
  for (const r of rows) {
    by.set(r.source_id, [
      ...(by.get(r.source_id) ?? []),
      {
        id: r.id,
        fileName: r.file_name,
        size: r.size,
        uploadedBy: r.uploaded_by,
        uploadedAt: Number(r.uploaded_at),
        inUse: r.in_use,
      },
    ]);
  }
  return by;
}

/** A source's kind-specific part as listed: a SQL source's connection (whether a password is set, never which), a sheet's picks and uploads. */
export function kindInfo(
  kind: SourceKind,
  settings: unknown,
  passwordSet: boolean,
  uploads: SheetUpload[],
): Pick<SourceInfo, 'kind' | 'sql' | 'sheet'> {
  if (kind === 'postgres' || kind === 'mysql') return { kind, sql: { ...(settings as SqlStored), passwordSet } };
  if (kind === 'sheet') {
    const sheet = settings as SheetStored;
    return { kind, sheet: { pick: sheet.pick, sheets: sheet.sheets, uploads } };
  }
  return {};
}
