import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AlertsContext } from './features/alerts/alerts-context';
import type { HealthContext } from './features/health';
import type { ReleasesContext } from './features/releases';
import type { SignInContext } from './features/sign-in/sign-in-context';
import type { SourcesContext } from './features/sources/sources-context';
import type { WallsContext } from './features/walls';
import { installErrorHandler } from './core/http/errors';
import { adminRoutes } from './features/users/admin-routes';
import { groupAdminRoutes } from './features/groups/group-admin-routes';
import { alertChannelRoutes } from './features/alerts/alert-channel-routes';
import { alertRoutes } from './features/alerts/alert-routes';
import { groupRemoteRoutes } from './features/releases/group-remote-routes';
import { enrolmentRoutes } from './features/walls/enrolment/enrolment-routes';
import { groupRoutes } from './features/groups/group-routes';
import { healthRoutes } from './features/health/health-routes';
import { provisioningTokenRoutes } from './features/walls/enrolment/provisioning-token-routes';
import { daypartLayoutRoutes } from './features/layouts/daypart-layout-routes';
import { canvasRoutes } from './features/canvas/canvas-routes';
import { layoutRoutes } from './features/layouts/layout-routes';
import { publishTokenRoutes } from './features/releases/publish-token-routes';
import { publishRoutes, releaseRoutes } from './features/releases/release-routes';
import { rolloutRoutes } from './features/releases/rollouts/rollout-routes';
import { installSameOriginGuard } from './core/http/same-origin-guard';
import { metricsRoutes, metricsTokenRoutes } from './features/health/metrics/metrics-routes';
import { scheduleRoutes } from './features/schedules/schedule-routes';
import { sessionRoutes } from './features/sign-in/session-routes';
import { signInRoutes } from './features/sign-in/sign-in-routes';
import { signInSettingsRoutes } from './features/sign-in/sign-in-settings-routes';
import { userAccessRoutes } from './features/users/user-access-routes';
import { installStaticRoutes } from './core/http/static-routes';
import { wallAdminRoutes } from './features/walls/wall-admin-routes';
import { wallQueryRoutes } from './features/walls/wall-query-routes';
import { wallRoutes } from './features/walls/wall-routes';
import { versionRoutes } from './features/releases/versions/version-routes';
import { wallRuntimeRoutes } from './features/groups/wall-runtime-routes';
import { wallSourceRoutes } from './features/sources/wall-source-routes';
import { sourceRoutes } from './features/sources/source-routes';
import { sourceTrialRoutes } from './features/sources/source-trial';
import { sourceHostRoutes } from './features/sources/source-host-routes';
import { sharedRateStore } from './core/replicas/shared-rate-store';
import { DatabaseSessionStore, SESSION_TTL_MS } from './core/http/sessions';
import { installWallTells } from './core/push/wall-tells';
import { streamRoutes } from './features/walls/stream-routes';
import { actionAckRoutes, actionConsoleRoutes } from './features/walls/actions/action-routes';
import { playerConsoleRoutes, playerReportRoutes } from './features/walls/players/player-routes';

/** What the entry point wires: each feature's routes take the part they need. */
export type ServiceContext = WallsContext & HealthContext & ReleasesContext & AlertsContext & SignInContext & SourcesContext;

/** Walls load the shell from another origin: only their routes (and enrolment's) answer cross-origin requests. */
const WALL_ROUTE = /^\/api\/(walls\/[^/?]+\/(beat|screenshot|remotes\.json|layouts\.json|actions\/[^/?]+\/ack|sources\/\d+\/[^/?]+)|enrol\/(pairing|pairing\/poll|provision))(\?|$)/;

/** Builds the fastify app of the fleet service on a ready context (database migrated, fleet loaded). */
export async function buildApp(ctx: ServiceContext, options: { webDir: string; sessionSecret: string; logger?: boolean; trustProxy?: readonly string[] }): Promise<FastifyInstance> {
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
        ? callback(null, { origin: '*', methods: ['GET', 'POST'], allowedHeaders: ['Authorization', 'Content-Type'], maxAge: 600 })
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
  await app.register(publishRoutes(ctx));
  // Sessions only where the console is: a beat pays for no session lookup.
  await app.register(async (consoleApp) => {
    // Before the session is read: no write of another site's page reaches a route that trusts the cookie.
    installSameOriginGuard(consoleApp);
    await consoleApp.register(fastifyCookie);
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
    await consoleApp.register(wallQueryRoutes(ctx));
    await consoleApp.register(wallAdminRoutes(ctx));
    await consoleApp.register(actionConsoleRoutes(ctx));
    await consoleApp.register(playerConsoleRoutes(ctx));
    await consoleApp.register(provisioningTokenRoutes(ctx));
    await consoleApp.register(adminRoutes(ctx));
    await consoleApp.register(userAccessRoutes(ctx));
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
  });
  await app.register(metricsRoutes(ctx));
  await installStaticRoutes(app, options.webDir);
  return app;
}
