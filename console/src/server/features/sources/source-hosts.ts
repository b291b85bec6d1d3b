import type { Queryable } from '../../core/db/adapter';

/** The hosts sources may be fetched from, as the administrator listed them. */
export async function listSourceHosts(db: Queryable): Promise<{ host: string; addedBy: string; addedAt: number }[]> {
  const { rows } = await db.query<{ host: string; added_by: string; added_at: number }>(
    'SELECT host, added_by, added_at FROM source_hosts ORDER BY host',
  );
  return rows.map((r) => ({ host: r.host, addedBy: r.added_by, addedAt: Number(r.added_at) }));
}

/** The list's names only (what the guard reads at each fetch). */
export async function sourceAllowlist(db: Queryable): Promise<string[]> {
  return (await listSourceHosts(db)).map((h) => h.host);
}

/** How a host is kept and looked up, whoever typed it: trimmed, lower case, an IPv6 address without its brackets. */
export function normaliseHost(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
}

/** Lists a host; false when it was there already. */
export async function addSourceHost(db: Queryable, host: string, by: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO source_hosts (host, added_by, added_at) VALUES ($1, $2, $3) ON CONFLICT (host) DO NOTHING RETURNING host',
    [normaliseHost(host), by, Date.now()],
  );
  return rows.length === 1;
}

/** Takes a host off the list; false when it was not on it. */
export async function removeSourceHost(db: Queryable, host: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM source_hosts WHERE host = $1 RETURNING host', [normaliseHost(host)]);
  return rows.length === 1;
}
