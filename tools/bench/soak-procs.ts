import { readdirSync, readFileSync } from 'node:fs';

/** A Chromium process's kind, from its command line: browser, renderer, gpu, utility, zygote, other. */
export function processKind(cmdline: string): string {
  const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
  if (!type) return 'browser';
  if (type === 'gpu-process') return 'gpu';
  if (type === 'renderer' && cmdline.includes('--extension-process')) return 'extension';
  return ['renderer', 'utility', 'zygote'].includes(type) ? type : 'other';
}

/** kB figures of a `/proc/<pid>/status` or `smaps_rollup` text: `VmRSS`, `Pss` … → MB. */
export function kbField(text: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) / 1024 : undefined;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const parentOf = (pid: number): number =>
  Number((read(`/proc/${pid}/stat`) ?? '').replace(/^.*\) /, '').split(' ')[1] ?? 0);

/** The process and all its descendants (walking `/proc/<pid>/stat`'s parent ids). */
export function processTree(rootPid: number): number[] {
  const all = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number);
  const parents = new Map(all.map((pid) => [pid, parentOf(pid)]));
  const inTree = (pid: number): boolean => {
    for (let p = pid, i = 0; p > 1 && i < 30; i += 1, p = parents.get(p) ?? 0) if (p === rootPid) return true;
    return false;
  };
  return all.filter(inTree);
}

/**
 * Memory of one kind of process, summed over its processes, MB: resident (RSS), proportional (PSS, where readable) and
 * private (Private_Clean + Private_Dirty: pages no other process maps). PSS shares Chromium's binary and libraries
 * among every process mapping them, other players' on the machine too: it rises when they exit. Private memory does not.
 */
export interface KindMemory {
  count: number;
  rssMb: number;
  pssMb: number;
  privateMb: number;
}

/**
 * RSS and PSS of every Chromium process of one browser, by kind: the browser's process tree, and every process
 * started with its profile (`--user-data-dir`): Chromium's zygote forks twice, so its renderers are not the
 * browser's descendants.
 */
export function chromiumMemory(browserPid: number, profileDir?: string): Record<string, KindMemory> {
  const kinds: Record<string, KindMemory> = {};
  const pids = new Set(processTree(browserPid));
  if (profileDir) {
    for (const pid of readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map(Number)) {
      if (read(`/proc/${pid}/cmdline`)?.split(/[\0 ]/).includes(`--user-data-dir=${profileDir}`)) pids.add(pid);
    }
  }
  for (const pid of pids) {
    // Chromium rewrites its command line (one string with spaces, not NUL-separated words): split on both.
    const cmdline = read(`/proc/${pid}/cmdline`)?.replace(/\0/g, ' ').trim() ?? '';
    const status = read(`/proc/${pid}/status`) ?? '';
    const rss = kbField(status, 'VmRSS');
    if (rss === undefined || !cmdline) continue;
    // Crashpad's handler is Chromium's too, but no wall's work runs in it (every child names it in a flag: look at argv[0]).
    const kind = cmdline.split(' ')[0].includes('crashpad') ? 'other' : processKind(cmdline);
    const rollup = read(`/proc/${pid}/smaps_rollup`) ?? '';
    const pss = kbField(rollup, 'Pss') ?? rss;
    const own = (kbField(rollup, 'Private_Clean') ?? 0) + (kbField(rollup, 'Private_Dirty') ?? 0);
    const k = (kinds[kind] ??= { count: 0, rssMb: 0, pssMb: 0, privateMb: 0 });
    k.count += 1;
    k.rssMb += rss;
    k.pssMb += pss;
    k.privateMb += own;
  }
  return kinds;
}
