import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { addressRefusal, hostOf, hostRefusal } from './address-guard';
import { judgeAnswer, type UpstreamOutcome } from './upstream-answer';

/** Everything one fetch needs: the stored request with its secrets already put in place. */
export interface UpstreamRequest {
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
}

const MAX_REDIRECTS = 3;

class Refused extends Error {}

/** Resolves a name and refuses it when any address it gives is an inner one not listed (DNS may answer several). */
function guardedLookup(host: string, allowlist: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refusal = addresses.map((a) => addressRefusal(host, a.address, allowlist)).find(Boolean);
      if (refusal) return callback(new Refused(refusal), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** One request, no redirect followed: the reply's status, headers and body (cut at the size limit). */
function once(url: URL, request: UpstreamRequest, allowlist: readonly string[], signal: AbortSignal, sent: () => void) {
  return new Promise<{ status: number; location?: string; contentType?: string; text: string }>((resolve, reject) => {
    const host = hostOf(url);
    const options: RequestOptions = {
      method: request.method,
      headers: {
        accept: 'application/json',
        'user-agent': 'cockpit-fleet-source',
        ...request.headers,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      lookup: guardedLookup(host, allowlist),
      signal,
      agent: false,
    };
    const call = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (reply: IncomingMessage) => {
      const declared = Number(reply.headers['content-length'] ?? 0);
      if (declared > request.maxBytes) {
        reply.destroy();
        return reject(new Refused(`上游的回答太大（${declared} 字节，上限 ${request.maxBytes}）`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      reply.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBytes) {
          reply.destroy();
          return reject(new Refused(`上游的回答太大（超过 ${request.maxBytes} 字节）`));
        }
        chunks.push(chunk);
      });
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 0,
          location: reply.headers.location,
          contentType: reply.headers['content-type'],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      reply.on('error', reject);
    });
    // The address actually connected to is judged too: a name may resolve again between the check and the connection.
    call.on('socket', (socket: Socket) =>
      socket.once('connect', () => {
        const refusal = addressRefusal(host, socket.remoteAddress ?? '', allowlist);
        if (refusal) call.destroy(new Refused(refusal));
        else sent();
      }),
    );
    call.on('error', reject);
    call.end(request.body);
  });
}

/** The request's URL with its query parameters (stored ones and secret ones) added. */
export function requestUrl(request: UpstreamRequest): URL {
  const url = new URL(request.url);
  for (const [k, v] of Object.entries(request.params)) url.searchParams.set(k, v);
  return url;
}

/**
 * Fetches a source's answer: the listed host only, on addresses the guard lets through, following a redirect only
 * within the same host, within the time and size limits. Never throws: a failure is an outcome with its reason.
 * `sent` hears each request that reached the upstream (a refusal before the connection is not one).
 */
export async function fetchUpstream(
  request: UpstreamRequest,
  allowlist: readonly string[],
  sent: () => void = () => undefined,
): Promise<UpstreamOutcome> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let url = requestUrl(request);
  const listedHost = hostOf(url);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const notListed = hostRefusal(hostOf(url), allowlist);
      if (notListed) return { ok: false, error: notListed };
      const reply = await once(url, request, allowlist, signal, sent);
      if (reply.status < 300 || reply.status > 399 || !reply.location)
        return judgeAnswer(reply.status, reply.contentType, reply.text);
      const next = new URL(reply.location, url);
      if ((next.protocol !== 'http:' && next.protocol !== 'https:') || hostOf(next) !== listedHost) {
        return {
          ok: false,
          error: `上游重定向到 ${next.protocol}//${next.host}，离开了白名单主机 ${listedHost}，已拒绝`,
        };
      }
      url = next;
    }
    return { ok: false, error: `上游重定向超过 ${MAX_REDIRECTS} 次` };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message };
    if (signal.aborted) return { ok: false, error: `上游在 ${request.timeoutMs / 1000} 秒内没有回答（超时）` };
    const e = error as NodeJS.ErrnoException;
    return { ok: false, error: `无法连接上游：${e.code ?? ''} ${e.message}`.trim() };
  }
}
