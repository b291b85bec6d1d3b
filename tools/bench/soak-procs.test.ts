import { spawn } from 'node:child_process';
import { chromiumMemory, kbField, processKind, processTree } from './soak-procs';

describe('Chromium processes by kind', () => {
  it('tells the kind from the command line', () => {
    expect(processKind('/usr/lib/chromium/chromium --kiosk --user-data-dir=/x')).toBe('browser');
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --enable-features=x')).toBe('renderer');
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --extension-process')).toBe('extension');
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process --use-gl=angle')).toBe('gpu');
    expect(
      processKind('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService'),
    ).toBe('utility');
    expect(processKind('/usr/lib/chromium/chromium --type=zygote')).toBe('zygote');
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0')).toBe('renderer');
  });

  it('reads kB fields as MB', () => {
    expect(kbField('Name:\tchromium\nVmRSS:\t  204800 kB\n', 'VmRSS')).toBe(200);
    expect(kbField('Rss: 2048 kB\nPss:    1024 kB\n', 'Pss')).toBe(1);
    expect(kbField('Name: x\n', 'VmRSS')).toBeUndefined();
  });

  it('finds a process tree and its resident memory from /proc', async () => {
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 200));
      const tree = processTree(child.pid!);
      expect(tree).toContain(child.pid);
      expect(tree.length).toBeGreaterThanOrEqual(2);
      const memory = chromiumMemory(child.pid!);
      expect(memory.browser.count).toBe(2);
      expect(memory.browser.rssMb).toBeGreaterThan(0);
      expect(memory.browser.pssMb).toBeGreaterThan(0);
      expect(memory.browser.privateMb).toBeGreaterThan(0);
      expect(memory.browser.privateMb).toBeLessThanOrEqual(memory.browser.pssMb);
      // A process outside the tree that runs with the profile counts too (a renderer the zygote forked).
      const other = spawn('sh', ['-c', 'sleep 30', 'sh', '--user-data-dir=/tmp/soak-test-profile'], {
        stdio: 'ignore',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(chromiumMemory(child.pid!, '/tmp/soak-test-profile').browser.count).toBe(3);
      other.kill('SIGKILL');
    } finally {
      child.kill('SIGKILL');
    }
  });
});
