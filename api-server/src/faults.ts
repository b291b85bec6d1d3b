import type { FastifyInstance } from 'fastify';

/** What the reference API answers instead of its data, for tests of what stands between it and the walls. */
export const FAULT_MODES = ['none', 'ruoyi-error', 'html', 'not-json', 'http-500'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/**
 * `ruoyi-error`: HTTP 200 with `{code: 500, msg}`, as a RuoYi server answers its errors; `html` and `not-json`:
 * HTTP 200 with a body that is no envelope at all; `http-500`: a plain 500. `delayMs` delays every answer
 * (a slow upstream); `pathPrefix` limits both to the calls whose path starts with it.
 */
export interface FaultSettings {
  mode: FaultMode;
  delayMs: number;
  pathPrefix: string;
}

/** The message of the RuoYi-style error answered in a 200 while `ruoyi-error` is on. */
export const RUOYI_ERROR_MSG = '统计服务维护中';

/** The faults of a running server and the calls it got: changed by tests in-process or through `/__faults`. */
export interface Faults {
  readonly settings: FaultSettings;
  set(settings: Partial<FaultSettings>): void;
  /** Calls received (whatever the answer) for one path with query, or in all. */
  calls(url?: string): number;
  record(url: string): void;
  resetCalls(): void;
}

export function createFaults(): Faults {
  const counts = new Map<string, number>();
  let settings: FaultSettings = { mode: 'none', delayMs: 0, pathPrefix: '' };
  return {
    get settings() {
      return settings;
    },
    set: (next) => (settings = { ...settings, ...next }),
    calls: (url) => (url === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(url) ?? 0)),
    record: (url) => counts.set(url, (counts.get(url) ?? 0) + 1),
    resetCalls: () => counts.clear(),
  };
}

const CONTROL = '/__faults';
const controlBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: [...FAULT_MODES] },
    delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
    pathPrefix: { type: 'string', maxLength: 200 },
    resetCalls: { type: 'boolean' },
  },
} as const;

/** Counts calls and applies the faults before any route runs; with `control`, serves `GET`/`PUT /__faults` (tests only). */
export function installFaults(app: FastifyInstance, faults: Faults, control: boolean): void {
  if (control) {
    app.get(CONTROL, { schema: { hide: true } }, async () => ({ ...faults.settings, calls: faults.calls() }));
    app.put(CONTROL, { schema: { hide: true, body: controlBody }, bodyLimit: 1024 }, async (request) => {
      const { resetCalls, ...settings } = (request.body ?? {}) as Partial<FaultSettings> & { resetCalls?: boolean };
      faults.set(settings);
      if (resetCalls) faults.resetCalls();
      return faults.settings;
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL)) return;
    faults.record(request.url);
    const { mode, delayMs, pathPrefix } = faults.settings;
    if (!request.url.startsWith(pathPrefix)) return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // Sent as text: the route's reply schema would refuse the envelope without data.
    if (mode === 'ruoyi-error')
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: 500, msg: RUOYI_ERROR_MSG }));
    if (mode === 'html')
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .send('<!DOCTYPE html><html><body><h1>系统维护</h1></body></html>');
    if (mode === 'not-json') return reply.code(200).type('application/json').send('{"code":200,"data":[1,2');
    if (mode === 'http-500')
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: 500, msg: '服务器内部错误' }));
  });
}
