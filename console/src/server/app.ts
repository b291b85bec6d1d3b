import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import Fastify, { type FastifyInstance } from 'fastify';
import { alertChannelRoutes, alertRoutes, type AlertsContext } from './features/alerts';
import { healthRoutes, metricsRoutes, metricsTokenRoutes, type HealthContext } from './features/health';
import {
  groupRemoteRoutes,
  publishTokenRoutes,
  purgeRevokedPublishTokens,
  publishRoutes,
  releaseRoutes,
  rolloutRoutes,
  versionRoutes,
  type ReleasesContext,
} from './features/releases';
import {
  ownSessionRoutes,
  secondFactorRoutes,
  sessionRoutes,
  signInRoutes,
  signInSettingsRoutes,
  type SignInContext,
} from './features/sign-in';
import {
  wallSourceRoutes,
  sourceRoutes,
  sourceTrialRoutes,
  sourceHostRoutes,
  sqlSourceRoutes,
  sheetSourceRoutes,
  type SourcesContext,
} from './features/sources';
import {
  enrolmentRoutes,
  provisioningTokenRoutes,
  wallAdminRoutes,
  wallQueryRoutes,
  wallRoutes,
  streamRoutes,
  actionAckRoutes,
  actionConsoleRoutes,
  playerConsoleRoutes,
  playerReportRoutes,
  wallPurgeRoutes,
  type WallsContext,
} from './features/walls';
import { mapRoutes, wallMapRoutes } from './features/maps';
import { installErrorHandler } from './core/http/errors';
import { adminRoutes, userAccessRoutes, type UsersContext } from './features/users';
import { securityRoutes } from './features/security';
import { auditRoutes } from './features/audit';
import { groupAdminRoutes, groupRoutes, wallRuntimeRoutes } from './features/groups';
import { daypartLayoutRoutes, layoutRoutes } from './features/layouts';
import { canvasRoutes } from './features/canvas';
import { installSameOriginGuard } from './core/http/same-origin-guard';
import { scheduleRoutes } from './features/schedules';
import { installStaticRoutes } from './core/http/static-routes';
import { sharedRateStore } from './core/replicas/shared-rate-store';
import { DatabaseSessionStore, SESSION_TTL_MS } from './core/http/sessions';
import { installWallTells } from './core/push/wall-tells';

/** What the entry point wires: each feature's routes take the part they need. */
export type ServiceContext = WallsContext &
  HealthContext &
  ReleasesContext &
  AlertsContext &
  SignInContext &
  SourcesContext &
  UsersContext;

/** Walls load the shell from another origin: only their routes (and enrolment's) answer cross-origin requests. */
const WALL_ROUTE =
  /^\/api\/(walls\/[^/?]+\/(beat|screenshot|remotes\.json|layouts\.json|actions\/[^/?]+\/ack|sources\/\d+\/[^/?]+|maps\/\d+)|enrol\/(pairing|pairing\/poll|provision))(\?|$)/;

/** Builds the fastify app of the fleet service on a ready context (database migrated, fleet loaded). */
export async function buildApp(
  ctx: ServiceContext,
  options: { webDir: string; sessionSecret: string; logger?: boolean; trustProxy?: readonly string[] },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A client's address (rate limits, audit, a pairing code's origin) comes from X-Forwarded-For only when the request
    // arrives from one of these proxies; from anyone else the header is ignored.
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    bodyLimit: 16 * 1024,
    // Bodies are checked as sent: no type coercion, no silent removal of unknown fields.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  app.decorateRequest('user', null);
  app.decorateRequest('wall', null);
  installErrorHandler(app);
  // Every body is JSON: fastify's default text/plain parser would let a cross-site form or beacon post one (415 instead).
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // MUI styles through emotion, which injects <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The layout editor previews a panel in the wall's /preview, on whatever origin the operator's walls are served.
        frameSrc: ['http:', 'https:'],
      },
    },
    // Served over plain http on a LAN or localhost: HSTS would be ignored or wrong.
    strictTransportSecurity: false,
  });
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      // `GET /api/enrol/pairing` is the console's list of codes: only the walls' POSTs (and their preflights) are open.
      WALL_ROUTE.test(request.url ?? '') && !(request.method === 'GET' && request.url?.startsWith('/api/enrol/'))
        ? callback(null, {
            origin: '*',
            methods: ['GET', 'POST'],
            allowedHeaders: ['Authorization', 'Content-Type'],
            maxAge: 600,
          })
        : callback(null, { origin: false }),
  });
  // Sign-in tries count in the database (every replica's add up); the walls' limits in each replica's memory.
  await app.register(fastifyRateLimit, { global: false, cache: 100_000, store: sharedRateStore(ctx.db, 100_000) });
  // A write that changed what walls load is pushed to them as soon as it is stored, as its route declares.
  installWallTells(app, ctx);
  await app.register(wallRoutes(ctx));
  await app.register(streamRoutes(ctx));
  await app.register(actionAckRoutes(ctx));
  await app.register(playerReportRoutes(ctx));
  await app.register(enrolmentRoutes(ctx));
  await app.register(wallRuntimeRoutes(ctx));
  await app.register(wallSourceRoutes(ctx));
  await app.register(wallMapRoutes(ctx));
  await app.register(publishRoutes(ctx));
  // Sessions only where the console is: a beat pays for no session lookup.
  await app.register(async (consoleApp) => {
    // Before the session is read: no write of another site's page reaches a route that trusts the cookie.
    installSameOriginGuard(consoleApp);
    await consoleApp.register(fastifyCookie);
    // Before the session plugin writes its cookie: Secure whenever the request came over HTTPS (directly, or through a
    // trusted proxy's X-Forwarded-Proto). 'auto' would also lower SameSite to lax over plain http.
    consoleApp.addHook('onSend', async (request) => {
      if (request.session && request.protocol === 'https') request.session.cookie.secure = true;
    });
    await consoleApp.register(fastifySession, {
      secret: options.sessionSecret,
      cookieName: 'cockpit_console',
      store: new DatabaseSessionStore(ctx.db),
      saveUninitialized: false,
      // A session is written when it changes, not on every read.
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'strict', path: '/', secure: false, maxAge: SESSION_TTL_MS },
    });
    await consoleApp.register(sessionRoutes(ctx));
    await consoleApp.register(signInRoutes(ctx));
    await consoleApp.register(signInSettingsRoutes(ctx));
    await consoleApp.register(secondFactorRoutes(ctx));
    await consoleApp.register(ownSessionRoutes(ctx));
    await consoleApp.register(securityRoutes(ctx));
    await consoleApp.register(wallQueryRoutes(ctx));
    await consoleApp.register(wallAdminRoutes(ctx));
    await consoleApp.register(actionConsoleRoutes(ctx));
    await consoleApp.register(playerConsoleRoutes(ctx));
    await consoleApp.register(provisioningTokenRoutes(ctx));
    await consoleApp.register(adminRoutes(ctx));
    await consoleApp.register(userAccessRoutes(ctx));
    await consoleApp.register(auditRoutes(ctx));
    await consoleApp.register(wallPurgeRoutes(ctx, purgeRevokedPublishTokens));
    await consoleApp.register(metricsTokenRoutes(ctx));
    await consoleApp.register(releaseRoutes(ctx));
    await consoleApp.register(publishTokenRoutes(ctx));
    await consoleApp.register(groupRoutes(ctx));
    await consoleApp.register(layoutRoutes(ctx));
    await consoleApp.register(canvasRoutes(ctx));
    await consoleApp.register(daypartLayoutRoutes(ctx));
    await consoleApp.register(groupRemoteRoutes(ctx));
    await consoleApp.register(groupAdminRoutes(ctx));
    await consoleApp.register(versionRoutes(ctx));
    await consoleApp.register(rolloutRoutes(ctx));
    await consoleApp.register(alertRoutes(ctx));
    await consoleApp.register(alertChannelRoutes(ctx));
    await consoleApp.register(scheduleRoutes(ctx));
    await consoleApp.register(healthRoutes(ctx));
    await consoleApp.register(sourceRoutes(ctx));
    await consoleApp.register(sourceTrialRoutes(ctx));
    await consoleApp.register(sourceHostRoutes(ctx));
    await consoleApp.register(sqlSourceRoutes(ctx));
    await consoleApp.register(sheetSourceRoutes(ctx));
    await consoleApp.register(mapRoutes(ctx));
  });
  await app.register(metricsRoutes(ctx));
  await installStaticRoutes(app, options.webDir);
  return app;
}
