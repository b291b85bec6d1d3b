import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WALL_LIMITS, WALLS_PER_ADDRESS } from '../../features/walls';
import { PAIRING_POLL_MS } from '../../features/walls/enrolment/pairing-rules';
import { startTestService, type TestService } from '../../testing/harness';
import { isProxyAddress, parseServiceSettings, readServiceSettings } from './service-settings';

test('trustProxy takes addresses and ranges, and a bad entry is refused naming it', () => {
  for (const good of ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']) expect(isProxyAddress(good)).toBe(true);
  for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/2', '', 'loopback']) expect(isProxyAddress(bad)).toBe(false);
  expect(() => parseServiceSettings({ trustProxy: ['127.0.0.1', 'nginx'] }, 'fleet-settings.json')).toThrow(
    'trustProxy[1]："nginx" 不是 IP 地址或网段',
  );
  expect(() => parseServiceSettings({ trustproxy: [] }, 'f.json')).toThrow('不认识的字段 trustproxy');
  expect(() => parseServiceSettings({ trustProxy: '127.0.0.1' }, 'f.json')).toThrow('应为地址列表');
  expect(parseServiceSettings({ $comment: 'nginx', trustProxy: ['::1'] }, 'f.json')).toEqual({ trustProxy: ['::1'] });
});

test('no settings file trusts no proxy; an unreadable one says which file', () => {
  expect(readServiceSettings(undefined)).toEqual({ trustProxy: [] });
  const dir = mkdtempSync(join(tmpdir(), 'fleet-settings-'));
  try {
    writeFileSync(join(dir, 'broken.json'), '{ trustProxy');
    expect(() => readServiceSettings(join(dir, 'broken.json'))).toThrow(
      `集群服务设置文件 ${join(dir, 'broken.json')} 无法读取`,
    );
    expect(() => readServiceSettings(join(dir, 'absent.json'))).toThrow('无法读取');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the per-address limits hold a site of 1 000 walls behind one address; the per-wall limits are unchanged', () => {
  const beatsPerWallPerMinute = 60_000 / 15_000; // the walls' default fleetHeartbeatMs
  const limits = DEFAULT_WALL_LIMITS;
  expect(limits.beatsPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS * beatsPerWallPerMinute * 1.5);
  expect(limits.pairingPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS);
  expect(limits.provisionsPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS);
  expect(limits.pairingPollsPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS * (60_000 / PAIRING_POLL_MS) * 1.5);
  expect(limits.pendingCodesPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS);
  expect(limits.pendingCodes).toBeGreaterThan(limits.pendingCodesPerAddress);
  expect(limits.screenshotsPerAddress).toBeGreaterThanOrEqual(WALLS_PER_ADDRESS);
  expect([limits.beatsPerWall, limits.screenshotsPerWall]).toEqual([20, 4]);
});

describe('client addresses behind a trusted proxy', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite', { trustProxy: ['127.0.0.1'], seedGroups: ['hub'] });
  }, 60_000);
  afterAll(() => service?.close());

  const pendingAddress = async (from: string, forwardedFor: string) => {
    const operator = await service.login('operator');
    const asked = await service.request('POST', '/api/enrol/pairing', {
      body: { route: '/' },
      from,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(asked.status).toBe(200);
    const pending = (await service.request('GET', '/api/enrol/pairing', { headers: { cookie: operator } })).json<
      { code: string; address: string }[]
    >();
    return pending.find((p) => p.code === asked.json<{ code: string }>().code)?.address;
  };

  test("a request from the proxy is the forwarded client's", async () => {
    expect(await pendingAddress('127.0.0.1', '10.20.30.40')).toBe('10.20.30.40');
  });

  test('a request from anyone else is its own address, whatever X-Forwarded-For it sends', async () => {
    expect(await pendingAddress('127.0.0.9', '10.20.30.41')).toBe('127.0.0.9');
  });
});
