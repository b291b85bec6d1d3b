import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';

/** What the mapping thread answers: the result as JSON text, why there is none, or JSONata's error. */
export type ThreadAnswer =
  | { text: string }
  | { none: 'undefined' | 'function' | 'json' }
  | { error: { code?: string; position?: number; message?: string } }
  | { killed: 'time' | 'memory' | 'busy' };

/** A mapping thread's heap: room for a 5 MB answer parsed, not for a runaway string of 10⁸ characters. */
export const MAPPING_HEAP_MB = 128;
/** Mappings waiting for a thread at most; one more is refused at once, in words. */
export const MAPPING_QUEUE = 200;
/** After JSONata's own limit: the thread is killed only when a native function does not come back to it. */
const KILL_GRACE_MS = 50;

/**
 * Mappings run in worker threads, never on the service's event loop: a thread that runs past its time is terminated
 * (piscina ends the worker of an aborted task and starts another), and its heap is capped, so no expression can hold
 * a request or the service's memory. One core is left to the service's own thread.
 */
let pool: Piscina | undefined;

function thePool(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    filename: join(__dirname, 'mapping-worker.js'),
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    maxQueue: MAPPING_QUEUE,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: MAPPING_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  // A thread that runs out of heap after its task was given up (killed for its time) is reported on the pool, not
  // on a task: unheard, that 'error' event would end the service. The pool has started another thread already.
  pool.on('error', (error: Error) => console.warn(`[fleet] 映射线程已结束：${error.message}`));
  return pool;
}

/** Runs one mapping on a thread; the clock starts when the thread takes it, not while it waits in the queue. */
export async function runOnThread(
  expression: string,
  inputText: string,
  limits: { timeoutMs: number; stack: number; sequence: number },
): Promise<ThreadAnswer> {
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => stop.abort(), limits.timeoutMs + KILL_GRACE_MS);
  });
  try {
    return (await thePool().run(
      { expression, inputText, limits, started: port2 },
      { transferList: [port2], signal: stop.signal },
    )) as ThreadAnswer;
  } catch (error) {
    if (stop.signal.aborted) return { killed: 'time' };
    const e = error as { code?: string; message?: string };
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') return { killed: 'memory' };
    if (e.message?.includes('queue is at limit')) return { killed: 'busy' };
    return { error: { message: `映射线程出错：${e.message ?? String(error)}` } };
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

/** Ends the threads (the service stops; the next mapping starts a new pool). */
export async function closeMappingPool(): Promise<void> {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
}
