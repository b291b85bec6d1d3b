import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDeploySettings, writeDeploySettings } from './deploy-settings';

test("a fresh output forwards the API to the reference API's default address", () => {
  expect(readDeploySettings(mkdtempSync(join(tmpdir(), 'deploy-')))).toMatchObject({
    listen: '8080',
    apiUpstream: 'http://127.0.0.1:3100',
  });
});

test("the operator's settings survive; only options given override them", () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  writeDeploySettings(dir, readDeploySettings(dir, { listen: '127.0.0.1:9000', serverName: 'wall.example.com' }));
  expect(readDeploySettings(dir, { listen: undefined, remotesListen: '9001' })).toMatchObject({
    listen: '127.0.0.1:9000',
    serverName: 'wall.example.com',
    remotesListen: '9001',
  });
});

test('a bad setting is refused with the file and the field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  writeFileSync(join(dir, 'deploy.json'), JSON.stringify({ apiUpstream: 'http://127.0.0.1:3100/cockpit' }));
  expect(() => readDeploySettings(dir)).toThrow(/deploy\.json 中的 apiUpstream：必须是 http\(s\):\/\/主机:端口/);
});

test("the fleet service's trusted proxies default to loopback (nginx beside it), and a bad one is refused naming it", () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  expect(readDeploySettings(dir).fleetProxyAddresses).toEqual(['127.0.0.1', '::1']);
  writeFileSync(join(dir, 'deploy.json'), JSON.stringify({ fleetProxyAddresses: ['10.0.0.0/8', 'nginx.lan'] }));
  expect(() => readDeploySettings(dir)).toThrow(/deploy\.json 中的 fleetProxyAddresses\.1：必须是 IP 地址或网段/);
});
