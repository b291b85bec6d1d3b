import type { ReleaseInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';

/** A published build as the inventory stores it: the protocol's {@link ReleaseInfo} without what is worked out when read (groups, compatibility). */
export type ReleaseRecord = Omit<ReleaseInfo, 'groups' | 'compatible'> & {
  /** Panel names the build exposes; absent when it was registered without them (then the published folder tells). */
  exposes?: string[];
};

interface ReleaseRow {
  remote: string;
  version: string;
  build: string;
  sdk_range: string;
  manifest_url: string;
  published_by: string;
  published_at: number;
  exposes: string[] | null;
  min_sizes: ReleaseRecord['minSizes'] | null;
}

const COLUMNS = 'remote, version, build, sdk_range, manifest_url, published_by, published_at, exposes, min_sizes';

const toRecord = (r: ReleaseRow): ReleaseRecord => ({
  remote: r.remote,
  version: r.version,
  build: r.build,
  sdkRange: r.sdk_range,
  manifestUrl: r.manifest_url,
  publishedBy: r.published_by,
  publishedAt: r.published_at,
  ...(r.exposes === null ? {} : { exposes: r.exposes }),
  ...(r.min_sizes ? { minSizes: r.min_sizes } : {}),
});

/** Registers a version; false when that remote already has it (a published version never changes). */
export async function insertRelease(db: Queryable, release: ReleaseRecord): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO releases (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (remote, version) DO NOTHING RETURNING remote`,
    [
      release.remote,
      release.version,
      release.build,
      release.sdkRange,
      release.manifestUrl,
      release.publishedBy,
      release.publishedAt,
      release.exposes ? JSON.stringify(release.exposes) : null,
      release.minSizes ? JSON.stringify(release.minSizes) : null,
    ],
  );
  return rows.length === 1;
}

/** Every registered version, by remote, newest first. */
export async function listReleases(db: Queryable): Promise<ReleaseRecord[]> {
  const { rows } = await db.query<ReleaseRow>(
    `SELECT ${COLUMNS} FROM releases ORDER BY remote, published_at DESC, version DESC`,
  );
  return rows.map(toRecord);
}

/** One version, or null. */
export async function findRelease(db: Queryable, remote: string, version: string): Promise<ReleaseRecord | null> {
  const { rows } = await db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM releases WHERE remote = $1 AND version = $2`, [
    remote,
    version,
  ]);
  return rows.length ? toRecord(rows[0]) : null;
}
