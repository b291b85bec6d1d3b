import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumMemory, kindOf, memoryByKind, type ProcEntry } from './process-memory';

const entry = (pid: number, ppid: number, type: string | undefined, mb: number): ProcEntry => ({
  pid,
  ppid,
  cmdline: ['/usr/lib/chromium/chromium', ...(type ? [`--type=${type}`] : [])],
  rssBytes: mb * 1024 * 1024,
});
const MB = 1024 * 1024;

test('a process is the kind its --type= says; the browser has none', () => {
  expect(kindOf(['chromium', '--kiosk'])).toBe('browser');
  expect(kindOf(['chromium', '--type=renderer', '--lang=zh-CN'])).toBe('renderer');
  expect(kindOf(['chromium', '--type=gpu-process'])).toBe('gpu');
  expect(kindOf(['chromium', '--type=utility', '--utility-sub-type=network.mojom.NetworkService'])).toBe('other');
});

test("only the browser's own tree is summed, by kind (another Chromium on the PC is not the wall's)", () => {
  const entries = [
    entry(100, 1, undefined, 150),
    entry(101, 100, 'zygote', 10),
    entry(102, 101, 'renderer', 300),
    entry(103, 101, 'renderer', 40),
    entry(104, 100, 'gpu-process', 120),
    entry(105, 100, 'utility', 25),
    entry(900, 1, undefined, 999),
    entry(901, 900, 'renderer', 999),
  ];
  expect(memoryByKind(entries, 100)).toEqual({ browser: 150 * MB, renderer: 340 * MB, gpu: 120 * MB, other: 35 * MB });
  expect(memoryByKind(entries, 4242)).toEqual({ browser: 0, renderer: 0, gpu: 0, other: 0 });
});

test('read from a /proc tree: status (PPid, VmRSS) and cmdline; a process gone meanwhile is skipped', () => {
  const proc = mkdtempSync(join(tmpdir(), 'proc-'));
  try {
    const write = (pid: number, ppid: number, kb: number, args: string[]) => {
      mkdirSync(join(proc, String(pid)));
      writeFileSync(join(proc, String(pid), 'status'), `Name:\tchromium\nPPid:\t${ppid}\nVmRSS:\t  ${kb} kB\n`);
      writeFileSync(join(proc, String(pid), 'cmdline'), `${args.join('\0')}\0`);
    };
    write(50, 1, 2048, ['chromium']);
    write(51, 50, 4096, ['chromium', '--type=renderer']);
    write(52, 50, 1024, ['chromium', '--type=gpu-process']);
    mkdirSync(join(proc, '53'));
    mkdirSync(join(proc, 'self'));
    expect(chromiumMemory(50, proc)).toEqual({ browser: 2 * MB, renderer: 4 * MB, gpu: 1 * MB, other: 0 });
    expect(chromiumMemory(77, proc)).toBeUndefined();
    expect(chromiumMemory(undefined, proc)).toBeUndefined();
  } finally {
    rmSync(proc, { recursive: true, force: true });
  }
});

test("this machine's own /proc: the test's process is read", () => {
  const mine = chromiumMemory(process.pid);
  expect(mine!.browser).toBeGreaterThan(0);
});
