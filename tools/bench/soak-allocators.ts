import type { Browser, CDPSession } from 'puppeteer-core';

/**
 * What a renderer's native memory is made of, from Chromium's own memory-infra dump: malloc, PartitionAlloc's
 * partitions (buffer, fast_malloc, layout, array buffers), Oilpan (blink_gc), V8, Skia, cc, font caches… The JS heap
 * and /proc cannot tell these apart; a renderer whose private memory grows while its heap is flat grows in one of them.
 */
export type AllocatorSizes = Record<string, number>;

/** A trace event of the memory-infra category, as the Tracing domain streams it. */
interface TraceEvent {
  ph: string;
  pid: number;
  name?: string;
  args?: { name?: string; dumps?: { allocators?: Record<string, { attrs?: { size?: { value?: string } } }> } };
}

/** How deep an allocator's path is kept: `partition_alloc/partitions/buffer` is three levels. */
const DEPTH = 3;
/** A path segment naming one instance (an address, a hash, a GUID, a provider id), not a kind of memory. */
const INSTANCE = /0x|^__[0-9a-f]+$|^[0-9A-F]{16,}$|_-?\d{4,}$/;

/**
 * The sizes (MB) of a process's allocators from a memory dump's events: the renderer's (named `Renderer` by its
 * process_name event) with the most memory in all, each allocator path up to three levels deep. Pure: unit-tested.
 */
export function rendererAllocators(events: TraceEvent[]): AllocatorSizes {
  const renderers = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'process_name' && e.args?.name === 'Renderer').map((e) => e.pid),
  );
  const byPid = new Map<number, AllocatorSizes>();
  for (const event of events) {
    if (event.ph !== 'v' || !renderers.has(event.pid)) continue;
    const sizes = byPid.get(event.pid) ?? {};
    for (const [path, node] of Object.entries(event.args?.dumps?.allocators ?? {})) {
      const hex = node.attrs?.size?.value;
      const segments = path.split('/');
      if (hex === undefined || segments.length > DEPTH || segments.some((segment) => INSTANCE.test(segment))) continue;
      sizes[path] = Number.parseInt(hex, 16) / 1024 / 1024;
    }
    byPid.set(event.pid, sizes);
  }
  const total = (s: AllocatorSizes) =>
    Object.entries(s)
      .filter(([p]) => !p.includes('/'))
      .reduce((sum, [, mb]) => sum + mb, 0);
  return [...byPid.values()].sort((a, b) => total(b) - total(a))[0] ?? {};
}

/** Reads a Tracing stream to its end. */
async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

/** One detailed memory dump (after a GC: `deterministic`) of every process of the browser; the wall's renderer's allocators. */
export async function dumpRendererAllocators(browser: Browser): Promise<AllocatorSizes> {
  const cdp = await browser.target().createCDPSession();
  try {
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream ?? '')),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], excludedCategories: ['*'] },
    });
    const dump = await cdp.send('Tracing.requestMemoryDump', { deterministic: true, levelOfDetail: 'detailed' });
    await cdp.send('Tracing.end');
    const stream = await complete;
    if (!dump.success || !stream) return {};
    const parsed = JSON.parse(await readStream(cdp, stream)) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    return rendererAllocators(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The allocators that changed by at least `minMb` between two dumps, largest change first. */
export function allocatorChanges(
  before: AllocatorSizes,
  after: AllocatorSizes,
  minMb = 0.5,
): { path: string; before: number; after: number }[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((path) => ({ path, before: before[path] ?? 0, after: after[path] ?? 0 }))
    .filter((c) => Math.abs(c.after - c.before) >= minMb)
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before));
}
