import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, SessionInfo } from '../protocol';
import type { AlertEngine } from './features/alerts/alert-engine';
import type { NoticeDispatcher } from './features/alerts/notice-dispatcher';
import type { Database } from './core/db/adapter';
import type { Fleet } from './features/walls/fleet';
import type { HealthBook } from './features/health/health-book';
import type { WallAuth } from './features/walls/wall-auth';
import type { PairingCodes } from './features/walls/enrolment/pairing-codes';
import { sendError } from './core/http/errors';
import type { FleetMetrics } from './features/health/metrics/metrics';
import type { GroupBook } from './features/releases/group-book';
import type { ExposesCache } from './features/releases/exposes-cache';
import type { PublishedRescanner } from './features/releases/published-rescan';
import type { ReleaseOptions } from './features/releases/release-options';
import type { RolloutEngine } from './features/releases/rollout-engine';
import type { StreamHub } from './core/push/stream-hub';
import type { SourceLimits } from './features/sources/source-rules';
import type { MappingLimits } from './features/sources/source-mapping';
import type { ReplicaBus } from './core/replicas/replica-bus';
import type { StreamRegistry } from './core/replicas/stream-registry';
import type { Queryable } from './core/db/adapter';
import { recordAudit, withAudit, type AuditRecord } from './features/audit/audit-store';
import { findUser } from './features/users/users';
import type { EnrolledWall } from './features/walls/enrolled-walls';
import type { ProviderClient } from './features/sign-in/oidc/provider-client';
import type { SignInSettings } from './features/sign-in/oidc/sign-in-settings';
import { sessionExpired } from './features/sign-in/oidc/session-age';

declare module 'fastify' {
  interface Session {
    username?: string;
    /** When this session signed in (epoch ms): it ends at the settings' maximum age. */
    signedInAt?: number;
    /** Signed in through the provider: who, and the ID token (the hint for the provider's end-session endpoint). */
    oidc?: { issuer: string; subject: string; idToken: string };
  }
  interface FastifyRequest {
    user: SessionInfo | null;
    /** The wall whose credential this request carries (wall routes only). */
    wall: EnrolledWall | null;
  }
}

/** What every route module gets. */
export interface ServiceContext {
  /** The other replicas on the same PostgreSQL (ids only; on the embedded database this process alone). */
  bus: ReplicaBus;
  /** Which replica holds each wall's push stream. */
  streams: StreamRegistry;
  db: Database;
  fleet: Fleet;
  /** Which wall a credential is, and every enrolled wall's record. */
  walls: WallAuth;
  /** Pairing codes waiting for an operator. */
  pairing: PairingCodes;
  /** The fleet's display name, shown beside a pairing code. */
  fleetName: string;
  metrics: FleetMetrics;
  /** Requests per minute of the wall and enrolment routes, per wall and per address, and the pending-code caps. */
  limits: WallLimits;
  /** Published builds, each group's settled versions and layouts, and the rollout engine. */
  releases: { options: ReleaseOptions; groups: GroupBook; exposes: ExposesCache; engine: RolloutEngine; rescanner: PublishedRescanner };
  /** The alert rules' sweep and the outbox's sender. */
  alerts: { engine: AlertEngine; dispatcher: NoticeDispatcher };
  /** Every wall's open push stream. */
  push: StreamHub;
  /** Sign-in settings (the OpenID Connect provider, local sign-in, the sessions' maximum age) and the provider's client. */
  signIn: { settings: SignInSettings; provider: ProviderClient };
  /** Walls' health samples, their players' memory readings, and the profiles operators set. */
  health: HealthBook;
  /** Data sources: the shortest refresh interval allowed, the limits of a mapping's run, how long a replica keeps a reading for walls. */
  sources: { limits: SourceLimits; mapping: MappingLimits; readCacheMs: number };
}

/**
 * Rate limits of the wall routes (per credential and per address), per minute, and the pairing codes one address may
 * hold. The per-address figures are sized for a site of 1 000 walls behind one address (one NAT, or one proxy not
 * listed in `trustProxy`), with half again for bursts: 4 beats a wall a minute (15 s), every stream reopened in the
 * same minute after a restart, every wall asking a code on install day and polling it every 2 s. The per-wall figures
 * are what bounds one wall, whatever address it has.
 */
export interface WallLimits {
  beatsPerWall: number;
  /** Beats from one address; also stream opens and action acks, each counted apart. */
  beatsPerAddress: number;
  screenshotsPerWall: number;
  screenshotsPerAddress: number;
  /** Pairing codes asked, pairing polls and provisioning-token exchanges from one address. */
  pairingPerAddress: number;
  pairingPollsPerAddress: number;
  provisionsPerAddress: number;
  /** Codes waiting for an operator at once: from one address, and in all (nothing unbounded from clients without a credential). */
  pendingCodesPerAddress: number;
  pendingCodes: number;
}

/** A site's walls behind one address, which {@link DEFAULT_WALL_LIMITS} are sized for. */
export const WALLS_PER_ADDRESS = 1000;

export const DEFAULT_WALL_LIMITS: WallLimits = {
  beatsPerWall: 20,
  beatsPerAddress: 6000,
  screenshotsPerWall: 4,
  screenshotsPerAddress: 1500,
  pairingPerAddress: 1500,
  pairingPollsPerAddress: 45_000,
  provisionsPerAddress: 1500,
  pendingCodesPerAddress: 1000,
  pendingCodes: 5000,
};

const RANK: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };
const ROLE_NAMES: Record<Role, string> = { viewer: '查看者', operator: '操作员', admin: '管理员' };

/** What a signed-in user whose provider's claims map to no role is told at every request. */
export const NO_ROLE_MESSAGE = '你已登录，但你的账号没有分配任何角色，无权使用控制台。请联系管理员在统一身份认证中把你加入相应的组。';

/**
 * The session's user, fresh from the database; null (after a 401 is sent) without a session, or when the session has
 * outlived the maximum age (it is ended then). A user with no role is returned: the caller decides.
 */
export async function sessionUser(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply): Promise<{ username: string; role: Role | null } | null> {
  const refuse = (message: string) => {
    sendError(reply, 401, message);
    return null;
  };
  const username = request.session.get('username');
  if (!username) return refuse('请先登录');
  const { sessionMaxAgeMs } = await ctx.signIn.settings.get();
  if (sessionExpired(request.session.get('signedInAt'), Date.now(), sessionMaxAgeMs)) {
    await request.session.destroy();
    return refuse('登录已超过会话最长时间，请重新登录');
  }
  return (await findUser(ctx.db, username)) ?? refuse('请先登录');
}

/** A preHandler: 401 without a session, 403 when the user has no role or one below `role`. Reads the role fresh each time. */
export function requireRole(ctx: ServiceContext, role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = await sessionUser(ctx, request, reply);
    if (!user) return;
    if (user.role === null) return void sendError(reply, 403, NO_ROLE_MESSAGE, 'role');
    if (RANK[user.role] < RANK[role]) return void sendError(reply, 403, `权限不足：需要${ROLE_NAMES[role]}角色`);
    request.user = { username: user.username, role: user.role };
  };
}

/** Records a console write in the audit log (awaited: the reply follows only once it is stored). */
export function audit(ctx: ServiceContext, request: FastifyRequest, action: string, target: string, detail?: string): Promise<void> {
  return recordAudit(ctx.db, { actor: request.user?.username ?? '(anonymous)', action, target, detail, ip: request.ip });
}

/** What a console write's audit entry says; who and from where come from the request. */
export type AuditWords = Pick<AuditRecord, 'action' | 'target' | 'detail'>;

/**
 * Runs a console write and stores its audit entry (the signed-in user, the request's address) in one transaction: both
 * are stored, or neither. The entry may be built from the write's result.
 */
export function audited<T>(ctx: ServiceContext, request: FastifyRequest, words: AuditWords | ((result: T) => AuditWords), work: (tx: Queryable) => Promise<T>): Promise<T> {
  const who = { actor: request.user?.username ?? '(anonymous)', ip: request.ip };
  return withAudit(ctx.db, (result: T) => ({ ...who, ...(typeof words === 'function' ? words(result) : words) }), work);
}
