// Set-up shared by `npm start` and `npm test`; uses Node built-ins only (it runs before any install).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';

/** Runs a command in the repo root with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✖ ${command} ${args.join(' ')} 失败（退出码 ${result.status ?? result.signal}）`);
    process.exit(result.status || 1);
  }
  return result.status ?? 1;
}

function has(command) {
  try {
    execSync(`${command} --version`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs pnpm 10 when missing, then the workspace's packages from the lockfile. */
export function ensureInstalled() {
  if (!has('pnpm')) {
    console.log(`→ 安装 pnpm@${PNPM_VERSION}`);
    run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
  }
  console.log('→ pnpm install');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Builds every bundle (skipping those whose sources did not change) and publishes the remotes. */
export function buildAll() {
  run('pnpm', ['exec', 'tsx', 'tools/build/build.ts']);
}

/**
 * What the browser and service tests need from Debian, each with the check that says it is there: Chromium and a CJK
 * font (screenshots), Firefox ESR (the second engine), nginx with its brotli_static and njs modules (the deployment and
 * its API cache), Prometheus and Alertmanager (the alert rules, live), PostgreSQL (the fleet on PostgreSQL, replicas),
 * Xvfb, xauth, xset and systemd-analyze (the wall player under a real display, and its unit), mtail (the API cache's
 * metrics from nginx's log).
 */
const DEBIAN_NEEDS = [
  { packages: ['chromium'], present: () => existsSync('/usr/bin/chromium') },
  {
    packages: ['fonts-noto-cjk'],
    present: () => spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .'], { stdio: 'ignore' }).status === 0,
  },
  { packages: ['firefox-esr'], present: () => existsSync('/usr/bin/firefox-esr') },
  {
    packages: ['nginx'],
    present: () =>
      spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0,
  },
  {
    packages: ['libnginx-mod-http-brotli-static'],
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  { packages: ['libnginx-mod-http-js'], present: () => existsSync('/usr/lib/nginx/modules/ngx_http_js_module.so') },
  {
    packages: ['prometheus', 'prometheus-alertmanager'],
    present: () => ['promtool', 'prometheus', 'prometheus-alertmanager'].every((b) => existsSync(`/usr/bin/${b}`)),
  },
  {
    packages: ['postgresql'],
    present: () => spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' }).status === 0,
  },
  {
    packages: ['mariadb-server'],
    present: () => existsSync('/usr/sbin/mariadbd') && existsSync('/usr/bin/mariadb-install-db'),
  },
  { packages: ['xvfb', 'xauth'], present: () => existsSync('/usr/bin/Xvfb') && existsSync('/usr/bin/xauth') },
  { packages: ['x11-xserver-utils'], present: () => existsSync('/usr/bin/xset') },
  { packages: ['systemd'], present: () => existsSync('/usr/bin/systemd-analyze') },
  { packages: ['mtail'], present: () => existsSync('/usr/bin/mtail') },
];

/** Installs through apt, in one update and one install, whatever of DEBIAN_NEEDS is absent (nothing when all is there). */
export function ensureDebianPackages() {
  const missing = DEBIAN_NEEDS.filter((need) => !need.present()).flatMap((need) => need.packages);
  if (missing.length === 0) return;
  console.log(`→ apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}
