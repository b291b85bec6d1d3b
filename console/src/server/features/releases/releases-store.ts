import type { ReleaseInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';

/** A published build as the inventory stores it: the protocol's {@link ReleaseInfo} without what is worked out when read (groups, compatibility). */
export type ReleaseRecord = Omit<ReleaseInfo, 'groups' | 'compatible'> & {
  /** Panel names the build exposes; absent when it was registered without them (then the published folder tells). */
  exposes?: string[];
};

const RELEASE = rowMapping<ReleaseRecord>({
  remote: 'remote',
  version: 'version',
  build: 'build',
  sdkRange: 'sdk_range',
  manifestUrl: 'manifest_url',
  publishedBy: 'published_by',
  publishedAt: 'published_at',
  exposes: 'exposes?',
  minSizes: 'min_sizes?',
});

/** Registers a version; false when that remote already has it (a published version never changes). */
export async function insertRelease(db: Queryable, release: ReleaseRecord): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO releases (${RELEASE.columns})
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
  const { rows } = await db.query(
    `SELECT ${RELEASE.columns} FROM releases ORDER BY remote, published_at DESC, version DESC`,
  );
  return rows.map(RELEASE.read);
}

/** One version, or null. */
export async function findRelease(db: Queryable, remote: string, version: string): Promise<ReleaseRecord | null> {
  const { rows } = await db.query(`SELECT ${RELEASE.columns} FROM releases WHERE remote = $1 AND version = $2`, [
    remote,
    version,
  ]);
  return rows.length ? RELEASE.read(rows[0]) : null;
}
