import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServiceContext } from './context';
import { installErrorHandler } from './errors';
import { adminRoutes } from './routes/admin-routes';
import { groupAdminRoutes } from './routes/group-admin-routes';
import { alertChannelRoutes } from './routes/alert-channel-routes';
import { alertRoutes } from './routes/alert-routes';
import { groupRemoteRoutes } from './routes/group-remote-routes';
import { enrolmentRoutes } from './routes/enrolment-routes';
import { groupRoutes } from './routes/group-routes';
import { healthRoutes } from './routes/health-routes';
import { provisioningTokenRoutes } from './routes/provisioning-token-routes';
import { daypartLayoutRoutes } from './routes/daypart-layout-routes';
import { canvasRoutes } from './routes/canvas-routes';
import { layoutRoutes } from './routes/layout-routes';
import { publishTokenRoutes } from './routes/publish-token-routes';
import { publishRoutes, releaseRoutes } from './routes/release-routes';
import { rolloutRoutes } from './routes/rollout-routes';
import { installSameOriginGuard } from './routes/same-origin-guard';
import { metricsRoutes, metricsTokenRoutes } from './routes/metrics-routes';
import { scheduleRoutes } from './routes/schedule-routes';
import { sessionRoutes } from './routes/session-routes';
import { signInRoutes } from './routes/sign-in-routes';
import { signInSettingsRoutes } from './routes/sign-in-settings-routes';
import { userAccessRoutes } from './routes/user-access-routes';
import { installStaticRoutes } from './routes/static-routes';
import { wallAdminRoutes } from './routes/wall-admin-routes';
import { wallQueryRoutes } from './routes/wall-query-routes';
import { wallRoutes } from './routes/wall-routes';
import { versionRoutes } from './routes/version-routes';
import { wallRuntimeRoutes } from './routes/wall-runtime-routes';
import { wallSourceRoutes } from './routes/wall-source-routes';
import { sourceRoutes } from './routes/source-routes';
import { sourceTrialRoutes } from './routes/source-trial';
import { sourceHostRoutes } from './routes/source-host-routes';
import { sharedRateStore } from './replicas/shared-rate-store';
import { DatabaseSessionStore, SESSION_TTL_MS } from './store/sessions';
import { changeTarget } from './push/change-targets';
import { publishChange } from './push/notify-walls';
import { streamRoutes } from './push/stream-routes';
import { actionAckRoutes, actionConsoleRoutes } from './push/action-routes';
import { playerConsoleRoutes, playerReportRoutes } from './routes/player-routes';

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
    // A write that changed what walls load is pushed to them as soon as it is stored (the reply has been sent).
    consoleApp.addHook('onResponse', async (request, reply) => {
      const target = changeTarget(request.method, request.routeOptions.url, request.params, reply.statusCode);
      if (target) await publishChange(ctx.bus, target);
    });
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
