import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { screenCommand, screenMethods, switchScreen, type ScreenHost } from './screen-power';

const host = (over: Partial<ScreenHost> & { programs?: string[] }): ScreenHost => ({
  env: over.env ?? {},
  cecDevices: over.cecDevices ?? [],
  has: (p) => (over.programs ?? []).includes(p),
});

test('CEC first when the PC has it, then the display server; nothing when it has neither', () => {
  expect(
    screenMethods(host({ cecDevices: ['/dev/cec0'], programs: ['cec-ctl', 'xset'], env: { DISPLAY: ':0' } })),
  ).toEqual(['cec-ctl', 'xset']);
  expect(screenMethods(host({ programs: ['cec-client', 'xset'], env: { DISPLAY: ':0' } }))).toEqual([
    'cec-client',
    'xset',
  ]);
  expect(screenMethods(host({ programs: ['cec-ctl', 'xset'], env: {} }))).toEqual([]);
  expect(screenMethods(host({ programs: ['wlr-randr'], env: { WAYLAND_DISPLAY: 'wayland-0' } }))).toEqual([
    'wlr-randr',
  ]);
});

test('the commands the player runs to switch the display off and on', () => {
  const h = host({ cecDevices: ['/dev/cec1'] });
  expect(screenCommand('xset', false, h)).toEqual({ program: 'xset', args: ['dpms', 'force', 'off'] });
  expect(screenCommand('xset', true, h)).toEqual({ program: 'xset', args: ['dpms', 'force', 'on'] });
  expect(screenCommand('cec-ctl', false, h)).toEqual({
    program: 'cec-ctl',
    args: ['-d', '/dev/cec1', '--to', '0', '--standby'],
  });
  expect(screenCommand('cec-client', true, h)).toMatchObject({ program: 'cec-client', stdin: 'on 0\n' });
});

test('a PC without any way to switch says so instead of pretending', async () => {
  expect(await switchScreen(false, host({}))).toMatchObject({
    off: true,
    switched: false,
    error: expect.stringContaining('没有可用的屏幕开关方式'),
  });
});

// Xvfb has no DPMS: the real xset against it fails, and the player reports the display as not switched (never a silent success).
test('the real xset against Xvfb (no DPMS) is reported as not switched, with xset’s own complaint', async () => {
  // A display of its own per port base (offset 3800 of this package's range), as the browser spec computes its own.
  const display = `:${90 + ((Math.floor(Number(process.env.COCKPIT_E2E_PORT_BASE ?? 4000) / 100) + 38) % 800)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '640x480x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  try {
    const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
    for (let i = 0; i < 100 && !existsSync(socket); i += 1) await new Promise((r) => setTimeout(r, 100));
    const result = await switchScreen(false, {
      env: { ...process.env, DISPLAY: display },
      cecDevices: [],
      has: (p) => p === 'xset',
    });
    expect(result).toMatchObject({ off: true, switched: false, error: expect.stringMatching(/^xset：.*(DPMS|dpms)/) });
  } finally {
    xvfb.kill('SIGKILL');
  }
});
