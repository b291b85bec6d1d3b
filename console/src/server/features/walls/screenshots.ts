import { randomUUID } from 'node:crypto';
import type { ScreenshotInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';

const SHOT = rowMapping<ScreenshotInfo>({
  requestId: 'id',
  requestedAt: 'requested_at',
  requestedBy: 'requested_by',
  capturedAt: 'captured_at?',
  width: 'width?',
  height: 'height?',
});

/** Records an operator's request for a wall's screenshot. */
export async function createScreenshotRequest(
  db: Queryable,
  wallId: string,
  requestedBy: string,
): Promise<ScreenshotInfo> {
  const { rows } = await db.query(
    `INSERT INTO screenshots (id, wall_id, requested_at, requested_by) VALUES ($1, $2, $3, $4) RETURNING ${SHOT.columns}`,
    [randomUUID(), wallId, Date.now(), requestedBy],
  );
  return SHOT.read(rows[0]);
}

/** Stores the wall's image for its request; false when the request is not this wall's or is answered already. */
export async function saveScreenshot(
  db: Queryable,
  shot: { wallId: string; requestId: string; contentType: string; image: Buffer; width: number; height: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE screenshots SET captured_at = $3, content_type = $4, image = $5, width = $6, height = $7
     WHERE id = $1 AND wall_id = $2 AND captured_at IS NULL RETURNING id`,
    [shot.requestId, shot.wallId, Date.now(), shot.contentType, shot.image, shot.width, shot.height],
  );
  return rows.length > 0;
}

/** The wall's newest request, answered or not. */
export async function latestScreenshot(db: Queryable, wallId: string): Promise<ScreenshotInfo | undefined> {
  const { rows } = await db.query(
    `SELECT ${SHOT.columns} FROM screenshots WHERE wall_id = $1 ORDER BY requested_at DESC LIMIT 1`,
    [wallId],
  );
  return rows.length ? SHOT.read(rows[0]) : undefined;
}

/** The image that answered one request of the wall, or undefined (not this wall's, or not captured yet). */
export async function imageOf(
  db: Queryable,
  wallId: string,
  requestId: string,
): Promise<{ contentType: string; image: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; image: Uint8Array }>(
    'SELECT content_type, image FROM screenshots WHERE id = $1 AND wall_id = $2 AND captured_at IS NOT NULL',
    [requestId, wallId],
  );
  return rows.length ? { contentType: rows[0].content_type, image: Buffer.from(rows[0].image) } : undefined;
}

/** The wall's newest captured image, or undefined. */
export async function latestImage(
  db: Queryable,
  wallId: string,
): Promise<{ contentType: string; image: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; image: Uint8Array }>(
    `SELECT content_type, image FROM screenshots WHERE wall_id = $1 AND captured_at IS NOT NULL
     ORDER BY captured_at DESC LIMIT 1`,
    [wallId],
  );
  return rows.length ? { contentType: rows[0].content_type, image: Buffer.from(rows[0].image) } : undefined;
}

/** Unanswered requests newer than `since`, per wall the newest (what beats hand out after a restart). */
export async function pendingScreenshots(db: Queryable, since: number): Promise<Map<string, string>> {
  const { rows } = await db.query<{ wall_id: string; id: string }>(
    `SELECT DISTINCT ON (wall_id) wall_id, id FROM screenshots
     WHERE captured_at IS NULL AND requested_at >= $1 ORDER BY wall_id, requested_at DESC`,
    [since],
  );
  return new Map(rows.map((r) => [r.wall_id, r.id]));
}

/** Deletes images older than `before` except each wall's newest capture. */
export async function pruneScreenshots(db: Queryable, before: number): Promise<void> {
  await db.query(
    `DELETE FROM screenshots s WHERE requested_at < $1 AND id <> COALESCE((SELECT id FROM screenshots n
       WHERE n.wall_id = s.wall_id AND n.captured_at IS NOT NULL ORDER BY n.captured_at DESC LIMIT 1), '')`,
    [before],
  );
}
