import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginxInstalled, startNginx } from '../../../../test/nginx-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A real nginx in front of the replicas, as a site runs them: round robin, no sticky sessions, the WebSocket upgrade,
 * passive health checks (a replica that refuses a connection is left out for a while and the request goes to the next).
 */
export async function startNginxFront(upstreams: readonly string[]): Promise<{ url: string; stop(): Promise<void> }> {
  ensureNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-replicas-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'tmp'), { mode: 0o777 });
  chmodSync(join(dir, 'tmp'), 0o777);
  const listen = `127.0.0.1:${await freePort()}`;
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=30s;`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream fleet {
${servers}
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://fleet;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const nginx = await startNginx(dir, [listen]);
  return {
    url: `http://${listen}`,
    async stop() {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
