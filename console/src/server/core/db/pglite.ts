import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, QueryResult, Queryable } from './adapter';
import { lockDataDir } from './data-dir-lock';
import { inTransaction } from './in-transaction';

type Reply = { id: number; result?: unknown; error?: { message: string; code?: string } };

/** The embedded database: real PostgreSQL compiled to WASM, its files in `dataDir/pglite`, run on its own thread. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const worker = new Worker(join(__dirname, 'pglite-worker.js'), { workerData: { dir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) call?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else call?.resolve(reply.result);
  });
  worker.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  const send = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });

  // PGlite is one connection: a transaction must have it to itself. Calls queue here in order; a transaction's own
  // queries go straight through while it holds the line.
  let line: Promise<unknown> = Promise.resolve();
  const inLine = <T>(task: () => Promise<T>): Promise<T> => {
    const result = line.then(task);
    line = result.catch(() => undefined);
    return result;
  };
  const direct: Queryable = {
    query: <Row>(sql: string, params?: unknown[]) => send<QueryResult<Row>>({ op: 'query', sql, params }),
  };

  try {
    await send({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    query: (sql, params) => inLine(() => direct.query(sql, params)),
    exec: (sql) => inLine(() => send<void>({ op: 'exec', sql })),
    transaction: (work) => inLine(() => inTransaction(direct, work)),
    async close() {
      await inLine(() => send({ op: 'close' }));
      await worker.terminate();
      unlock();
    },
  };
}
