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
  run('pnpm', ['exec', 'tsx', 'tools/src/build.ts']);
}

/** Debian's Chromium and a CJK font for the browser tests and screenshots, through apt when absent. */
export function ensureBrowser() {
  const hasFont = () => spawnSync('sh', ['-c', 'fc-list :lang=zh | grep -q .'], { stdio: 'ignore' }).status === 0;
  if (existsSync('/usr/bin/chromium') && hasFont()) return;
  console.log('→ apt-get install chromium fonts-noto-cjk');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env });
}

/** Debian's Firefox ESR for the second engine's browser test (e2e/firefox.spec.ts, driven by puppeteer-core), through apt when absent. */
export function ensureFirefox() {
  if (existsSync('/usr/bin/firefox-esr')) return;
  console.log('→ apt-get install firefox-esr');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'firefox-esr'], { env });
}

/** nginx and its brotli_static module for the deployment's browser test (e2e/nginx.spec.ts), through apt when absent. */
export function ensureNginx() {
  const hasNginx = spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0;
  if (hasNginx && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) return;
  console.log('→ apt-get install nginx libnginx-mod-http-brotli-static');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { env });
}

/**
 * Debian's Prometheus and Alertmanager for the fleet's alert rules (`promtool check rules`) and the live test that runs
 * them against the service (console/src/server/prometheus/prometheus-live.test.ts), through apt when absent.
 */
export function ensurePrometheus() {
  if (existsSync('/usr/bin/promtool') && existsSync('/usr/bin/prometheus') && existsSync('/usr/bin/prometheus-alertmanager')) return;
  console.log('→ apt-get install prometheus prometheus-alertmanager');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus', 'prometheus-alertmanager'], { env });
}

/** Debian's PostgreSQL server for the fleet service's tests on PostgreSQL (started unprivileged by the tests), through apt when absent. */
export function ensurePostgres() {
  const has = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' }).status === 0;
  if (has) return;
  console.log('→ apt-get install postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env });
}
