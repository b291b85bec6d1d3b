import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, SessionInfo } from '../../protocol';
import type { Database } from './db/adapter';
import type { StreamHub } from './push/stream-hub';
import type { ReplicaBus } from './replicas/replica-bus';
import type { StreamRegistry } from './replicas/stream-registry';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionInfo | null;
  }
}

/**
 * The session's user, fresh from the database; null (after a 401 is sent) without a session or when it has expired.
 * A user with no role is returned: the caller decides. Sign-in provides it; the core only calls it.
 */
export type SignedIn = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<{ username: string; role: Role | null } | null>;

/** What every feature's routes get from the entry point, besides what the feature itself asks for. */
export interface CoreContext {
  /** The other replicas on the same PostgreSQL (ids only; on the embedded database this process alone). */
  bus: ReplicaBus;
  /** Which replica holds each wall's push stream. */
  streams: StreamRegistry;
  db: Database;
  /** Every wall's open push stream. */
  push: StreamHub;
  signedIn: SignedIn;
}
