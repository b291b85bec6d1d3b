import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a browser says about where a request comes from (absent from curl and the CLI). */
export interface RequestProvenance {
  method: string;
  origin?: string;
  secFetchSite?: string;
}

/**
 * Why a cookie-authenticated request must be refused as a write from another site, or null when it may go on.
 * SameSite compares host names, not ports: a page on the same host (the wall page, a panel's code) is "same-site", so
 * the origin itself is compared. A request with neither header is not a browser's cross-site one (curl, the CLI).
 */
export function crossSiteRefusal(request: RequestProvenance, ownOrigin: string): string | null {
  if (!WRITES.has(request.method.toUpperCase())) return null;
  const site = request.secFetchSite?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return `拒绝来自其他站点的写操作（Sec-Fetch-Site: ${site}）`;
  if (request.origin !== undefined && request.origin !== ownOrigin)
    return `拒绝来自其他来源的写操作（Origin: ${request.origin}）`;
  return null;
}

/** The origin the console is served from, as the browser addressed it. */
const ownOriginOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Refuses (403, in Chinese) every write of the console's cookie scope that another site's page sent. */
export function installSameOriginGuard(consoleApp: FastifyInstance): void {
  consoleApp.addHook('onRequest', async (request, reply) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const refusal = crossSiteRefusal(
      { method: request.method, origin: header('origin'), secFetchSite: header('sec-fetch-site') },
      ownOriginOf(request),
    );
    if (refusal) return sendError(reply, 403, refusal);
  });
}
