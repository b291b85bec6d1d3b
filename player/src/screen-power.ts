import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** How this PC can switch its display: HDMI-CEC first (the TV itself goes to standby), then the display server's DPMS. */
export type ScreenMethod = 'cec-ctl' | 'cec-client' | 'xset' | 'wlr-randr';

export interface ScreenHost {
  env: NodeJS.ProcessEnv;
  /** Whether a program is on PATH. */
  has: (program: string) => boolean;
  /** The CEC devices present (`/dev/cec0`, …). */
  cecDevices: string[];
}

export function realHost(env: NodeJS.ProcessEnv = process.env): ScreenHost {
  const has = (program: string) =>
    (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
  let cec: string[] = [];
  try {
    cec = readdirSync('/dev')
      .filter((d) => /^cec\d+$/.test(d))
      .map((d) => `/dev/${d}`);
  } catch {
    // No /dev to read: no CEC.
  }
  return { env, has, cecDevices: cec };
}

/** The methods this PC has, best first. */
export function screenMethods(host: ScreenHost): ScreenMethod[] {
  const methods: ScreenMethod[] = [];
  if (host.cecDevices.length && host.has('cec-ctl')) methods.push('cec-ctl');
  if (host.has('cec-client')) methods.push('cec-client');
  if (host.env.WAYLAND_DISPLAY && host.has('wlr-randr')) methods.push('wlr-randr');
  if (host.env.DISPLAY && host.has('xset')) methods.push('xset');
  return methods;
}

/** The command line that switches the display with `method` (cec-client reads its command from stdin). */
export function screenCommand(
  method: ScreenMethod,
  on: boolean,
  host: ScreenHost,
): { program: string; args: string[]; stdin?: string } {
  switch (method) {
    case 'cec-ctl':
      return {
        program: 'cec-ctl',
        args: ['-d', host.cecDevices[0], '--to', '0', on ? '--image-view-on' : '--standby'],
      };
    case 'cec-client':
      return { program: 'cec-client', args: ['-s', '-d', '1'], stdin: on ? 'on 0\n' : 'standby 0\n' };
    case 'wlr-randr':
      return {
        program: 'wlr-randr',
        args: ['--output', host.env.COCKPIT_WLR_OUTPUT ?? 'HDMI-A-1', on ? '--on' : '--off'],
      };
    default:
      return { program: 'xset', args: on ? ['dpms', 'force', 'on'] : ['dpms', 'force', 'off'] };
  }
}

export interface ScreenResult {
  off: boolean;
  switched: boolean;
  method?: ScreenMethod;
  error?: string;
}

const runCommand = (c: { program: string; args: string[]; stdin?: string }, env: NodeJS.ProcessEnv) =>
  new Promise<string | undefined>((resolve) => {
    const child = execFile(c.program, c.args, { env, timeout: 10_000 }, (error, stdout, stderr) => {
      // xset exits 0 even when the server has no DPMS: its complaint on stderr is the failure.
      const complaint = `${stderr}`.trim().split('\n')[0];
      resolve(error ? `${error.message.split('\n')[0]} ${complaint}`.trim() : complaint || undefined);
    });
    if (c.stdin) child.stdin?.end(c.stdin);
  });

/** Switches the display off or on by the first method that works; says which, or why none did. */
export async function switchScreen(on: boolean, host: ScreenHost = realHost()): Promise<ScreenResult> {
  const methods = screenMethods(host);
  if (!methods.length)
    return {
      off: !on,
      switched: false,
      error: '这台电脑没有可用的屏幕开关方式（cec-ctl、cec-client、wlr-randr、xset 都没有）',
    };
  const errors: string[] = [];
  for (const method of methods) {
    const error = await runCommand(screenCommand(method, on, host), host.env);
    if (!error) return { off: !on, switched: true, method };
    errors.push(`${method}：${error}`);
  }
  return { off: !on, switched: false, error: errors.join('；').slice(0, 200) };
}
