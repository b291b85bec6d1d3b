import { createWriteStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Database } from '../../core/db/adapter';
import type { AuditRow } from './audit-chain';

/** The shortest retention the law allows (网络安全法 §21: six months), also enforced by the database's trigger. */
export const MIN_RETENTION_DAYS = 180;

/**
 * Moves the entries older than `olderThanDays` (at least 180) to `dir/audit-<first>-<last>.jsonl`: one entry a line,
 * then a last line with the chain's last hash. The file is written and synced first; only then, in one transaction,
 * is the archive recorded and are its entries deleted (the trigger lets this path delete archived, old entries only).
 */
export async function archiveAudit(
  db: Database,
  options: { olderThanDays: number; dir: string },
): Promise<{ file: string | null; entries: number; lastHash?: string }> {
  if (!Number.isInteger(options.olderThanDays) || options.olderThanDays < MIN_RETENTION_DAYS)
    throw new RangeError(`保留期至少 ${MIN_RETENTION_DAYS} 天`);
  const days = options.olderThanDays;
  // The cut is the database's clock, as the trigger's; entries up to the first one inside the retention go, in chain order.
  const {
    rows: [range],
  } = await db.query<{ first: number | null; through: number | null }>(
    `WITH cut AS (SELECT (extract(epoch FROM now()) * 1000)::bigint - $1::bigint * 86400000 AS at),
          kept AS (SELECT min(audit.seq) AS seq FROM audit, cut WHERE audit.at >= cut.at)
     SELECT min(audit.seq) AS first, max(audit.seq) AS through FROM audit, cut, kept WHERE audit.at < cut.at AND (kept.seq IS NULL OR audit.seq < kept.seq)`,
    [days],
  );
  if (range.through === null || range.first === null) return { file: null, entries: 0 };
  const [first, through] = [Number(range.first), Number(range.through)];
  await mkdir(options.dir, { recursive: true });
  const file = join(options.dir, `audit-${first}-${through}.jsonl`);
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { flags: 'w' });
  let entries = 0;
  let lastHash = '';
  for (let after = first - 1; after < through;) {
    const { rows } = await db.query<AuditRow>(
      'SELECT seq, id, at, actor, action, target, detail, ip, prev_hash, hash FROM audit WHERE seq > $1 AND seq <= $2 ORDER BY seq LIMIT 2000',
      [after, through],
    );
    if (!rows.length) break;
    for (const r of rows)
      if (!out.write(`${JSON.stringify({ ...r, seq: Number(r.seq), id: Number(r.id), at: Number(r.at) })}\n`))
        await once(out, 'drain');
    entries += rows.length;
    lastHash = rows[rows.length - 1].hash;
    after = Number(rows[rows.length - 1].seq);
  }
  out.end(
    `${JSON.stringify({ archive: { firstSeq: first, throughSeq: through, entries, chainLastHash: lastHash } })}\n`,
  );
  await once(out, 'finish');
  const handle = await open(partial, 'r+');
  await handle.sync();
  await handle.close();
  await rename(partial, file);
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO audit_archives (through_seq, last_hash, file, entries, archived_at) VALUES ($1, $2, $3, $4, $5)',
      [through, lastHash, file, entries, Date.now()],
    );
    await tx.query("SELECT set_config('cockpit.audit_archiving', 'on', true)");
    await tx.query('DELETE FROM audit WHERE seq <= $1', [through]);
  });
  return { file, entries, lastHash };
}
