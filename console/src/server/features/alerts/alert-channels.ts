import type { AlertChannelInfo, ChannelKind } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { maskUrl, secretHint, type ChannelConfig } from './channel-check';
import { rowMapping } from '../../core/db/row-mapping';

/** A channel as the dispatcher uses it: with its URL and secret in full (never sent to a browser). */
export interface StoredChannel {
  id: number;
  name: string;
  kind: ChannelKind;
  enabled: boolean;
  config: ChannelConfig;
  secret: string | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

const CHANNEL = rowMapping<StoredChannel>({
  id: 'id',
  name: 'name',
  kind: 'kind',
  enabled: 'enabled',
  config: 'config',
  secret: 'secret',
  createdBy: 'created_by',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

/** What the console is shown: the URL masked, the secret as a hint. */
export function channelInfo(c: StoredChannel): AlertChannelInfo {
  const { url, ...config } = c.config;
  const hint = secretHint(c.secret);
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    enabled: c.enabled,
    ...config,
    ...(url ? { url: maskUrl(url) } : {}),
    ...(hint ? { secretHint: hint } : {}),
    createdBy: c.createdBy,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export interface ChannelWrite {
  name: string;
  kind: ChannelKind;
  enabled: boolean;
  config: ChannelConfig;
  secret: string | null;
}

export async function createChannel(db: Queryable, c: ChannelWrite, by: string, now: number): Promise<StoredChannel> {
  const { rows } = await db.query(
    `INSERT INTO alert_channels (name, kind, enabled, config, secret, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     RETURNING ${CHANNEL.columns}`,
    [c.name, c.kind, c.enabled, JSON.stringify(c.config), c.secret, by, now],
  );
  return CHANNEL.read(rows[0]);
}

export async function updateChannel(
  db: Queryable,
  id: number,
  c: ChannelWrite,
  now: number,
): Promise<StoredChannel | null> {
  const { rows } = await db.query(
    `UPDATE alert_channels SET name = $2, kind = $3, enabled = $4, config = $5, secret = $6, updated_at = $7
     WHERE id = $1 AND deleted_at IS NULL RETURNING ${CHANNEL.columns}`,
    [id, c.name, c.kind, c.enabled, JSON.stringify(c.config), c.secret, now],
  );
  return rows.length ? CHANNEL.read(rows[0]) : null;
}

/** Deletes a channel (kept as deleted: its delivery log still names it); its undelivered notices are dropped. */
export async function deleteChannel(db: Queryable, id: number, now: number): Promise<StoredChannel | null> {
  const { rows } = await db.query(
    `UPDATE alert_channels SET deleted_at = $2, enabled = false WHERE id = $1 AND deleted_at IS NULL RETURNING ${CHANNEL.columns}`,
    [id, now],
  );
  if (rows.length)
    await db.query("UPDATE alert_outbox SET status = 'failed' WHERE channel_id = $1 AND status = 'pending'", [id]);
  return rows.length ? CHANNEL.read(rows[0]) : null;
}

export async function findChannel(db: Queryable, id: number): Promise<StoredChannel | null> {
  const { rows } = await db.query(
    `SELECT ${CHANNEL.columns} FROM alert_channels WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows.length ? CHANNEL.read(rows[0]) : null;
}

/** Channels not deleted, oldest first (`enabled` only: the ones notices go to). */
export async function listChannels(db: Queryable, options: { enabled?: boolean } = {}): Promise<StoredChannel[]> {
  const where = options.enabled ? 'AND enabled' : '';
  const { rows } = await db.query(
    `SELECT ${CHANNEL.columns} FROM alert_channels WHERE deleted_at IS NULL ${where} ORDER BY id`,
  );
  return rows.map(CHANNEL.read);
}
