/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remotesManifestSchema } from '../config/config-schemas';
import { FLEET_FILE_TIMEOUT_MS, fleetFileSource, keptFileKey, readRuntimeFile } from './fleet-runtime-file';

const fleetManifest = {
  remotes: {
    hub: 'http://walls.example/hub/2.0.0/mf-manifest.json',
    xndx: 'http://walls.example/xndx/1.0.0/mf-manifest.json',
    teams: 'http://walls.example/teams/9.1.0/mf-manifest.json',
  },
};
const staticManifest = { remotes: { hub: '/hub/mf-manifest.json', xndx: '/xndx/mf-manifest.json' } };

let server: Server;
let base: string;
let fleetReply: { status: number; body: unknown } = { status: 200, body: fleetManifest };
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/api/')) {
      authorizations.push(request.headers.authorization);
      if (fleetReply.status === 0) return; // hangs: never answers
      response
        .writeHead(fleetReply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(fleetReply.body));
    } else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(staticManifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  fleetReply = { status: 200, body: fleetManifest };
  authorizations.length = 0;
});

/** A storage like the browser's. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}
const credential = { wallId: 'lobby-1', secret: 'cwc_lobby', group: 'hub', name: '大厅左屏' };
const source = () => fleetFileSource(base, credential, 'remotes.json');
const read = (storage = memoryStorage(), from = source()) =>
  readRuntimeFile(from, 'remotes.json', `${base}/remotes.json`, remotesManifestSchema, storage);

test('a wall with a credential of its own reads its own file from the service with that credential', async () => {
  expect(source()).toEqual({
    url: `${base}/api/walls/lobby-1/remotes.json`,
    headers: { Authorization: 'Bearer cwc_lobby' },
  });
  expect((await read()).data).toEqual(fleetManifest);
  expect(authorizations).toEqual(['Bearer cwc_lobby']);
});

test('a wall without a credential (waiting to be claimed), or without a fleet, reads the static file', () => {
  expect(fleetFileSource(base, undefined, 'remotes.json')).toBeUndefined();
  expect(fleetFileSource(undefined, credential, 'remotes.json')).toBeUndefined();
});

test('without a fleet the static file is read', async () => {
  const read = await readRuntimeFile(
    undefined,
    'remotes.json',
    `${base}/remotes.json`,
    remotesManifestSchema,
    memoryStorage(),
  );
  expect(read).toEqual({ data: staticManifest, url: `${base}/remotes.json` });
  expect(authorizations).toEqual([]);
});

test('while the service is down the wall runs on the copy it kept, even after a reload', async () => {
  const storage = memoryStorage();
  await read(storage);
  expect(JSON.parse(storage.items.get(keptFileKey('remotes.json'))!).data).toEqual(fleetManifest);
  fleetReply = { status: 503, body: { error: '维护中' } };
  expect((await read(storage)).data).toEqual(fleetManifest);
});

test('a service that refuses the key falls back to the kept copy, not to nothing', async () => {
  const storage = memoryStorage();
  await read(storage);
  fleetReply = { status: 401, body: { error: '这把墙钥匙已被吊销' } };
  expect((await read(storage)).data).toEqual(fleetManifest);
});

test('with the service unreachable and no copy kept, the static file is read', async () => {
  const unreachable = fleetFileSource('http://127.0.0.1:9', credential, 'remotes.json');
  expect((await read(memoryStorage(), unreachable)).data).toEqual(staticManifest);
});

test('a file from the service that does not validate is not kept and does not replace the good copy', async () => {
  const storage = memoryStorage();
  await read(storage);
  fleetReply = { status: 200, body: { remotes: { teams: 'not a url' } } };
  expect((await read(storage)).data).toEqual(fleetManifest);
  expect(JSON.parse(storage.items.get(keptFileKey('remotes.json'))!).data).toEqual(fleetManifest);
});

test('a service that hangs holds the wall back at most the timeout, then the kept copy runs', async () => {
  const storage = memoryStorage();
  await read(storage);
  fleetReply = { status: 0, body: null };
  const started = Date.now();
  expect((await read(storage)).data).toEqual(fleetManifest);
  expect(Date.now() - started).toBeLessThan(FLEET_FILE_TIMEOUT_MS + 2000);
});
