import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServiceSettings } from '../../console/src/server/core/http/service-settings';
import { createUser } from '../../console/src/server/features/users';
import { startTestService, type TestService } from '../../console/src/server/testing/harness';
import { readDeploySettings, writeDeploySettings } from './deploy-settings';
import { fleetSettingsFile, writeNginxConfig } from './dist';
import { freePort } from './fleet-replica-site';
import { ensureNginxInstalled, startNginx, type RunningNginx } from '../../test/nginx-process';
import { distRemotesManifest, distRuntimeConfig } from './runtime-files';
import { discoverRemotes } from '../build/topology';
import { defaultLayouts } from './default-layouts';

const LOGIN = JSON.stringify({ username: 'tls-admin', password: 'Correct horse 42' });

/** One HTTPS POST to nginx, trusting the test's own certificate. */
function postTls(
  url: string,
  ca: string,
  body: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const call = httpsRequest(
      url,
      { method: 'POST', ca, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('the console behind the shipped nginx with TLS', () => {
  let service: TestService;
  let nginx: RunningNginx;
  let dir: string;
  let listen: string;
  let ca: string;
  beforeAll(async () => {
    ensureNginxInstalled();
    dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-tls-'));
    chmodSync(dir, 0o755);
    for (const folder of ['www', 'var/log', 'var/tmp', 'tls']) mkdirSync(join(dir, folder), { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'tls/key.pem'),
        '-out',
        join(dir, 'tls/cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    ca = readFileSync(join(dir, 'tls/cert.pem'), 'utf8');
    listen = `127.0.0.1:${await freePort()}`;
    const servicePort = await freePort();
    writeFileSync(join(dir, 'www/config.json'), JSON.stringify({ ...distRuntimeConfig(), fleetUrl: '/fleet' }));
    writeFileSync(join(dir, 'www/remotes.json'), JSON.stringify(distRemotesManifest(discoverRemotes())));
    writeFileSync(join(dir, 'www/layouts.json'), JSON.stringify(defaultLayouts()));
    writeDeploySettings(
      dir,
      readDeploySettings(dir, {
        listen,
        fleetUpstream: `http://127.0.0.1:${servicePort}`,
        workerProcesses: 1,
        apiCache: false,
        tlsCertificate: join(dir, 'tls/cert.pem'),
        tlsCertificateKey: join(dir, 'tls/key.pem'),
      }),
    );
    writeNginxConfig(dir);
    const { trustProxy } = readServiceSettings(fleetSettingsFile(dir));
    service = await startTestService('pglite', { port: servicePort, host: '127.0.0.1', trustProxy });
    await createUser(service.db, {
      username: 'tls-admin',
      password: 'Correct horse 42',
      role: 'admin',
      createdBy: 'test',
    });
    nginx = await startNginx(dir, [listen]);
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await service?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('over HTTPS the session cookie is Secure (X-Forwarded-Proto from the trusted nginx), with HSTS', async () => {
    const reply = await postTls(`https://${listen}/fleet/api/session`, ca, LOGIN);
    expect(reply.status).toBe(200);
    const cookie = [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('cockpit_console='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  test('straight to the service over http the cookie is not Secure, and a forged X-Forwarded-Proto from an untrusted address changes nothing', async () => {
    const direct = await service.request('POST', '/api/session', { body: JSON.parse(LOGIN) });
    expect(direct.headers.getSetCookie()[0]).not.toMatch(/Secure/);
    const forged = await service.request('POST', '/api/session', {
      body: JSON.parse(LOGIN),
      from: '127.0.0.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.status).toBe(200);
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
