import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { type ReleasesContext, checkOnEvery, versionSets } from '../releases';
import { checkPageLayout } from './layout-check';

/** A page layout is at most 48 slots of a few hundred bytes. */
export const LAYOUT_BODY_LIMIT = 64 * 1024;
export const pageId = Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' });
export const versionNumber = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** A restore says nothing but its address. */
export const restoreBody = Type.Object({}, { additionalProperties: false });

/** Who saves, from where and when, and the version the edit started from (`If-Match: "3"`; none: whatever is current). */
export function editStamp(request: FastifyRequest<{ Headers: { 'if-match'?: string } }>) {
  const header = request.headers['if-match'];
  return {
    by: request.user!.username,
    ip: request.ip,
    at: Date.now(),
    baseVersion: header === undefined ? undefined : Number(header.replaceAll('"', '')),
  };
}

/** A layout checked against the group's versions and every live rollout's new ones: a promote must not break a slot. */
export const checkedLayout = async (ctx: ReleasesContext, group: string, body: unknown) =>
  checkOnEvery(await versionSets(ctx, group), (versions) => checkPageLayout(body, versions, ctx.releases.exposes));
