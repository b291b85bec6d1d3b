import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js'];
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

/** nginx and its brotli_static module through apt when absent (as the browser tests get Chromium). */
export function ensureNginxInstalled(): void {
  if (spawnSync(NGINX, ['-v']).status === 0 && existsSync(BROTLI_STATIC_MODULE) && existsSync(NJS_MODULE)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...PACKAGES],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} 失败（退出码 ${result.status}）`);
  }
}

/** Debian's mtail: turns nginx's API cache log into Prometheus metrics (tools/deploy/nginx/api-cache.mtail). */
export const MTAIL = '/usr/bin/mtail';

/** mtail through apt when absent. */
export function ensureMtailInstalled(): void {
  if (existsSync(MTAIL)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'mtail'],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} 失败（退出码 ${result.status}）`);
  }
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A running nginx over a deployable output. */
export interface RunningNginx {
  /** Re-reads `nginx.conf` (after `npm run dist:nginx`); old workers finish their requests. */
  reload(): void;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground over `distDir` (`nginx -p <dir> -c nginx.conf`, unprivileged on
 * its configured ports) and waits until every `host:port` in `listens` accepts connections.
 */
export async function startNginx(distDir: string, listens: string[]): Promise<RunningNginx> {
  const args = ['-p', `${distDir}/`, '-c', 'nginx.conf'];
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));
  for (const listen of listens) {
    const [host, port] = listen.includes(':') ? listen.split(':') : ['127.0.0.1', listen];
    const deadline = Date.now() + 10_000;
    while (!(await accepts(host, Number(port)))) {
      if (!running || Date.now() > deadline)
        throw new Error(`nginx 未能在 ${listen} 上启动：${stderr.trim() || '超时'}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    reload() {
      const result = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`nginx 重载失败：${result.stderr}`);
    },
    async stop() {
      if (running) child.kill('SIGQUIT');
      await exited;
    },
  };
}
