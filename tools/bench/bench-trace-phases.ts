/** A complete trace event of one thread (`ph: 'X'`), with its wall and thread durations in µs. */
export interface ThreadEvent {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** A CDP trace event: `M` ones name processes and threads (`args.name`), `X` ones are complete events. */
export interface TraceEvent extends ThreadEvent {
  ph: string;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** The complete events of the renderer's main thread. */
export function rendererMainEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '');
  return events.filter((e) => e.ph === 'X' && names.get(`${e.pid}/${e.tid}`) === 'CrRendererMain');
}

/** Where a renderer main thread's time went: the rendering phases of Chromium's Performance panel, ms per second. */
export type Phases = Record<'script' | 'style' | 'layout' | 'paint' | 'layerize' | 'gc' | 'other', number>;

const PHASE_OF: Record<string, keyof Phases> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'layerize',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_MC_INCREMENTAL': 'gc',
};

/**
 * Splits a main thread's thread time into phases: each event's own time (its thread time less its children's)
 * goes to the phase of its nearest enclosing event that has one, the rest to `other` (task overhead, timers'
 * own bookkeeping, the frame's animation and commit waits).
 */
export function phasesOf(events: readonly ThreadEvent[], seconds: number): Phases {
  const phases: Phases = { script: 0, style: 0, layout: 0, paint: 0, layerize: 0, gc: 0, other: 0 };
  const sorted = events
    .filter((e) => e.tdur !== undefined && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; phase: keyof Phases | undefined; children: number; tdur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop()!;
      phases[done.phase ?? 'other'] += Math.max(0, done.tdur - done.children) / 1000;
    }
  };
  for (const e of sorted) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.children += e.tdur ?? 0;
    stack.push({ end: e.ts + (e.dur ?? 0), phase: PHASE_OF[e.name] ?? parent?.phase, children: 0, tdur: e.tdur ?? 0 });
  }
  close(Infinity);
  for (const key of Object.keys(phases) as (keyof Phases)[]) phases[key] /= seconds;
  return phases;
}

/** A figure line of {@link Phases}. */
export const phasesLine = (label: string, p: Phases) =>
  `  ${label.padEnd(24)} main thread by phase, ms/s: ${Object.entries<number>(p)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join('  ')}`;
