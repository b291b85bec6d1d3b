/** Test helpers of the api-server (not used at run time). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, type RunningApiServer } from './index';

/** This year: the reference data always reaches it. */
const YEAR = new Date().getFullYear();

/** Every route with a valid query: the whole public surface. */
export const ENDPOINTS = [
  '/cockpit/system/dict/data/type/device_status',
  '/cockpit/runningTeam/getRunningTeam',
  '/cockpit/runningTeam?pageNum=1&pageSize=10',
  '/cockpit/runningTeam/sum',
  '/cockpit/runningTeam/memberDetail?teamId=1',
  '/cockpit/zyjg/sum',
  '/cockpit/zyjg/team/page?pageNum=1&pageSize=10',
  '/cockpit/zyjg/memberDetail?teamId=1',
  '/cockpit/jsc/import/list',
  '/cockpit/jsc/import/sum',
  '/cockpit/jsc/cultivate/list',
  '/cockpit/jsc/cultivate/sum',
  `/cockpit/jsc/determine?year=${YEAR}`,
  '/cockpit/jsc/school/list',
  '/cockpit/jsc/chain/list',
  '/cockpit/jsc/chain/detail?id=1',
  '/cockpit/jsc/invest/list',
  '/cockpit/jsc/ts/list',
  '/cockpit/checkin/industry/list',
  '/cockpit/checkout/industry/list',
  '/cockpit/chanceList?pageNum=1&pageSize=10',
  '/cockpit/chanceList/sum',
  '/cockpit/handle/list?pageNum=1&pageSize=10',
  '/cockpit/evaluate/sum',
  '/cockpit/evaluate/list',
  '/cockpit/jsc/introduce/index',
  '/cockpit/jsc/introduce/getLink?id=1',
  '/cockpit/notice/page?pageNum=1&pageSize=10',
  `/cockpit/notice/getActByMonth?year=${YEAR}`,
  '/cockpit/device/list',
  '/cockpit/device/sum',
  '/cockpit/reserve/list',
  '/cockpit/reserve/detail?id=1',
  '/cockpit/transfer/list',
  `/cockpit/jsc/index?year=${YEAR}`,
  '/open-api/ksh/service/num',
  '/open-api/ksh/service/page?pageNum=1&pageSize=10',
  '/open-api/ksh/service/1',
] as const;

/** A fresh temporary directory, removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-api-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A server on the database at `dbPath` (port 0, strict replies on), its clock at `now` when given.
 * Tests use real HTTP: fastify's `inject` pulls in an ESM-only module jest cannot load on Node 20.
 */
export const serverOn = (dbPath: string, now?: string): Promise<RunningApiServer> =>
  startApiServer({ port: 0, dbPath, strictReplies: true, now });

/** A reply: HTTP status, headers and parsed JSON body. */
export interface JsonReply {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data?: any };
}

/** GETs `url` (relative to the server) and parses the body. */
export async function getJson(server: RunningApiServer, url: string, init?: RequestInit): Promise<JsonReply> {
  const reply = await fetch(server.url + url, init);
  return { status: reply.status, headers: reply.headers, body: (await reply.json()) as JsonReply['body'] };
}
