import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProcessMemory } from '@cockpit/protocol';

/** One process as /proc shows it. */
export interface ProcEntry {
  pid: number;
  ppid: number;
  cmdline: string[];
  rssBytes: number;
}

/** A process's kind by its command line: Chromium names every child's `--type=`; the browser has none. */
export function kindOf(cmdline: readonly string[]): keyof ProcessMemory {
  const type = cmdline.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
  if (type === undefined) return 'browser';
  if (type === 'renderer') return 'renderer';
  if (type === 'gpu-process') return 'gpu';
  return 'other';
}

/** The browser process and every process below it, summed by kind. */
export function memoryByKind(entries: readonly ProcEntry[], browserPid: number): ProcessMemory {
  const children = new Map<number, ProcEntry[]>();
  for (const e of entries) children.set(e.ppid, [...(children.get(e.ppid) ?? []), e]);
  const total: ProcessMemory = { browser: 0, renderer: 0, gpu: 0, other: 0 };
  const root = entries.find((e) => e.pid === browserPid);
  if (!root) return total;
  const seen = new Set<number>();
  const stack = [root];
  while (stack.length) {
    const e = stack.pop()!;
    if (seen.has(e.pid)) continue;
    seen.add(e.pid);
    // The zygotes and the crashpad handler are Chromium's too, but not one of the three the wall is judged by.
    total[e.pid === browserPid ? 'browser' : kindOf(e.cmdline) === 'browser' ? 'other' : kindOf(e.cmdline)] +=
      e.rssBytes;
    stack.push(...(children.get(e.pid) ?? []));
  }
  return total;
}

/** One process from /proc/<pid>/status (PPid, VmRSS) and cmdline; undefined when it ended meanwhile. */
export function readProc(pid: number, proc = '/proc'): ProcEntry | undefined {
  try {
    const status = readFileSync(join(proc, String(pid), 'status'), 'utf8');
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    const cmdline = readFileSync(join(proc, String(pid), 'cmdline'), 'utf8')
      .split('\0')
      .filter(Boolean);
    return { pid, ppid, cmdline, rssBytes: rssKb * 1024 };
  } catch {
    return undefined;
  }
}

/** Chromium's memory by kind under the browser process `browserPid`; undefined off Linux or with no such process. */
export function chromiumMemory(browserPid: number | undefined, proc = '/proc'): ProcessMemory | undefined {
  if (browserPid === undefined) return undefined;
  let pids: number[];
  try {
    pids = readdirSync(proc)
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const entries = pids.map((pid) => readProc(pid, proc)).filter((e): e is ProcEntry => e !== undefined);
  if (!entries.some((e) => e.pid === browserPid)) return undefined;
  return memoryByKind(entries, browserPid);
}
