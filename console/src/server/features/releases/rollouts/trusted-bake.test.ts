import { beat, slot } from '../../../testing/harness';
import { startReleaseSuite, type ReleaseSuite } from '../../../testing/release-suite';

const BAKE_MS = 30_000;
const NEW_BUILD = 'teams@1.1.0+def456';
/** What a browser reads from a fresh `npm start`'s config.json: none of it is a credential. */
const CONFIG_STRINGS = [
  'http://127.0.0.1:3100',
  'http://127.0.0.1:3100/open-api',
  '/remotes.json',
  '/layouts.json',
  'http://127.0.0.1:4300',
];

let suite: ReleaseSuite;
beforeAll(async () => {
  suite = await startReleaseSuite('pglite', { groups: ['lab', 'share'] });
  for (const wall of ['lab-1', 'lab-2', 'share-1', 'share-2'])
    await send(wall, await suite.credential(wall, wall.split('-')[0]));
}, 120_000);
afterAll(() => suite?.stop());

async function send(wallId: string, authorization: string | undefined, slots = beat('x').slots) {
  const headers = authorization ? { authorization } : undefined;
  return (await suite.service.request('POST', `/api/walls/${wallId}/beat`, { body: beat('lab', { slots }), headers }))
    .status;
}
const start = (body: Record<string, unknown>) =>
  suite.service.request('POST', '/api/rollouts', {
    body: { remote: 'teams', version: '1.1.0', bakeMs: BAKE_MS, ...body },
    headers: { cookie: suite.operator },
  });
const rollout = async (id: string) =>
  (await suite.service.request('GET', '/api/rollouts', { headers: { cookie: suite.viewer } }))
    .json<{ id: string }[]>()
    .find((r) => r.id === id);

test('a forged "healthy" canary beat (no credential, a config.json string, another wall\'s credential) cannot promote a build that throws', async () => {
  const { id, startedAt } = (await start({ groups: ['lab'], canary: { wall: 'lab-1' } })).json();
  const throwing = {
    ...slot('a', 'teams/overview', 'error', NEW_BUILD),
    lastError: { class: 'RenderError', message: '新版本渲染抛出异常' },
  };
  expect(await send('lab-1', await suite.credential('lab-1', 'lab'), [throwing, slot('b', 'talent/trend')])).toBe(200);
  const healthy = [{ ...slot('a', 'teams/overview', 'ready', NEW_BUILD) }, slot('b', 'talent/trend')];
  expect(await send('lab-1', undefined, healthy)).toBe(401);
  for (const value of CONFIG_STRINGS) expect(await send('lab-1', `Bearer ${value}`, healthy)).toBe(401);
  expect(await send('lab-1', await suite.credential('lab-2', 'lab'), healthy)).toBe(403);
  await suite.service.rollouts.tick(startedAt + BAKE_MS + 1000);
  expect(await rollout(id)).toMatchObject({ status: 'failed', reason: expect.stringContaining('RenderError') });
});

test('canaries by share are chosen only among walls holding a live credential: a re-paired wall is never one', async () => {
  // Fresh beats from both: on a loaded machine the set-up's beats can be older than the online window by now.
  for (const wall of ['share-1', 'share-2']) expect(await send(wall, await suite.credential(wall, 'share'))).toBe(200);
  expect(
    (
      await suite.service.request('POST', '/api/walls/share-2/re-pair', {
        body: {},
        headers: { cookie: suite.operator },
      })
    ).status,
  ).toBe(200);
  const reply = await start({ groups: ['share'], canary: { share: 1 } });
  expect({ status: reply.status, body: reply.json() }).toMatchObject({ status: 201 });
  expect(reply.json().canaries).toEqual(['share-1']);
});
