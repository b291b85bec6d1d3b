import { randomUUID } from 'node:crypto';
import type { Database } from '../db/adapter';
import type { ChangeKind } from '@cockpit/protocol';

/** Which walls a console write concerns: one group's, or every wall (a remote's version, a rollout's step). */
export type ChangeTarget = { group: string; what: ChangeKind } | { all: true; what: ChangeKind };

/**
 * What one replica tells the others: only ids (the state itself is in the database, and the replica that holds a
 * wall's stream re-reads it). NOTIFY payloads are limited to 8000 bytes and sent at commit.
 */
export type BusMessage =
  | { kind: 'changed'; target: ChangeTarget }
  /** An action stored for a wall: the replica holding its stream reads it and sends it. */
  | { kind: 'action'; wallId: string; actionId: string }
  /** An operator asked a wall's screenshot: every replica hands it out at the wall's next beat, the holder sends it now. */
  | { kind: 'screenshot'; wallId: string; requestId: string; requestedAt: number }
  /** A wall was claimed, moved, renamed, re-paired or retired: every replica re-reads changed walls now, not at its next poll. */
  | { kind: 'wall'; wallId: string }
  /** A data source's mapping has a new reading: every replica reads it once and pushes it to the walls it holds. */
  | { kind: 'reading'; sourceId: number; mapping: string };

const CHANNEL = 'cockpit_fleet';

/** Fans a message out to every replica, this one included (handled here at once, not echoed back). */
export interface ReplicaBus {
  readonly replicaId: string;
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The bus: on PostgreSQL, NOTIFY on one channel and a LISTEN connection of this replica's; on the embedded database
 * (one process), the handler alone. `onResync` runs after the LISTEN connection came back (messages may be lost).
 */
export async function startReplicaBus(
  db: Database,
  handle: (message: BusMessage) => void,
  onResync: () => void,
): Promise<ReplicaBus> {
  const replicaId = randomUUID();
  const deliver = (message: BusMessage) => {
    try {
      handle(message);
    } catch (error) {
      console.error('[fleet] replica message failed:', error);
    }
  };
  if (!db.listen) {
    return { replicaId, publish: async (message) => deliver(message), close: async () => undefined };
  }
  const stop = await db.listen(
    CHANNEL,
    (payload) => {
      const parsed = parseEnvelope(payload);
      if (parsed && parsed.from !== replicaId) deliver(parsed.message);
    },
    onResync,
  );
  return {
    replicaId,
    async publish(message) {
      deliver(message);
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: replicaId, message })]);
    },
    close: stop,
  };
}

function parseEnvelope(payload: string): { from: string; message: BusMessage } | undefined {
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; message?: { kind?: unknown } };
    if (typeof parsed.from !== 'string' || !parsed.message || typeof parsed.message.kind !== 'string') return undefined;
    return parsed as { from: string; message: BusMessage };
  } catch {
    return undefined;
  }
}
