import type { GroupLayouts } from '../../console/src/protocol';
import type { StreamEvent } from '@cockpit/protocol';
import { eventually } from '../../console/src/server/features/health/prometheus/prometheus-tools';
import { createUser } from '../../console/src/server/features/users/users';
import { enrolTestWall, type TestWall } from '../../console/src/server/testing/enrol';
import { beat } from '../../console/src/server/testing/harness';
import { postgresAvailable } from '../../console/src/server/testing/postgres';
import { openStream, type TestStream } from '../../console/src/server/testing/stream-client';
import { call, inParallel, startReplicaSite, type ReplicaSite } from './fleet-replica-site';
import { ensureNginxInstalled } from '../../test/nginx-process';

const describeOnPostgres = postgresAvailable() ? describe : describe.skip;
const PASSWORD = 'Correct horse battery';
/** The bound: a change made through one replica reaches a wall on another within this. */
const DELIVERY_MS = 2000;
/** A move is told over the bus (tens of ms); a replica that only polled changed walls every 2 s would often miss this. */
const MOVE_MS = 1000;
/** Walls of one site behind one NAT address: more than the old per-address limits let through (600 beats, 5 waiting codes). */
const SITE_WALLS = 300;

/** Two replica processes on Debian's PostgreSQL behind real nginx, configured by `npm run dist` (fleetUpstream = both). */
describeOnPostgres('fleet replicas behind nginx', () => {
  let site: ReplicaSite;
  let operator: string;
  const streams: TestStream[] = [];
  const direct = (i: number) => site.replicas[i].url;
  const asOperator = (cookie = operator) => ({ cookie });
  beforeAll(async () => {
    ensureNginxInstalled();
    site = await startReplicaSite(2, ['lobby', 'hall']);
    await createUser(site.db, { username: 'site-operator', password: PASSWORD, role: 'operator', createdBy: 'test' });
    operator = await sessionCookie();
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await site?.stop();
  });

  /** Signs in through nginx (on whichever replica it picks) and returns the session cookie. */
  async function sessionCookie(): Promise<string> {
    const reply = await fetch(`${site.fleet}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'site-operator', password: PASSWORD }),
    });
    if (reply.status !== 200) throw new Error(`sign-in through nginx: ${reply.status} ${await reply.text()}`);
    return reply.headers.getSetCookie()[0].split(';')[0];
  }
  const enrol = (group: string, wallId: string) => enrolTestWall(site.db, { group, wallId });
  const stream = async (base: string, wall: TestWall) => {
    const opened = await openStream(base, wall.wallId, wall.secret);
    streams.push(opened);
    await opened.next((e) => e.type === 'welcome');
    return opened;
  };
  /** Which replica holds each wall's stream (`wall_streams`), once every one of `walls` is held. */
  const holders = (walls: TestWall[]) =>
    eventually(
      '每块墙面的推送流都登记了副本',
      async () => {
        const { rows } = await site.db.query<{ wall_id: string; replica_id: string }>(
          'SELECT wall_id, replica_id FROM wall_streams WHERE wall_id = ANY($1)',
          [walls.map((w) => w.wallId)],
        );
        return rows.length === walls.length ? new Map(rows.map((r) => [r.wall_id, r.replica_id])) : undefined;
      },
      5000,
    );
  /** Upstreams nginx's fleet log names for lines matching `pattern`. */
  const upstreamsOf = (pattern: RegExp) =>
    new Set(
      site
        .fleetLog()
        .filter((line) => pattern.test(line))
        .map((line) => /upstream=(\S+)/.exec(line)![1]),
    );
  const timed = async (event: Promise<StreamEvent>) => {
    const start = performance.now();
    const heard = await event;
    return { heard, ms: performance.now() - start };
  };

  test('requests through nginx reach both replicas, and a session signed in through one is good on the other', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await call(`${site.fleet}/api/walls`, 'GET', { headers: asOperator() })).status).toBe(200);
    const served = await eventually(
      'nginx 的日志记下两个副本都答过',
      async () => {
        const seen = upstreamsOf(/"GET \/fleet\/api\/walls" 200/);
        return seen.size === 2 ? seen : undefined;
      },
      5000,
    );
    expect([...served].sort()).toEqual([...site.upstreams].sort());
  });

  test('an edit made on A reaches the walls nginx put on B within 2 s: a layout edit, a move, reload and identify', async () => {
    const walls = await Promise.all([1, 2, 3, 4].map((n) => enrol('lobby', `spread-${n}`)));
    const opened = await Promise.all(walls.map((wall) => stream(site.fleet, wall)));
    const held = await holders(walls);
    expect(new Set(held.values())).toEqual(new Set(site.replicaIds));
    const onB = walls.findIndex((wall) => held.get(wall.wallId) === site.replicaIds[1]);
    const a = direct(0);

    const { pages, versions } = (
      await call(`${a}/api/groups/lobby/layouts`, 'GET', { headers: asOperator() })
    ).json<GroupLayouts>();
    const page = structuredClone(pages.hub);
    page.slots[0].y += 10;
    const saved = await call(`${a}/api/groups/lobby/layouts/hub`, 'PUT', {
      body: page,
      headers: { ...asOperator(), 'if-match': `"${versions!.hub}"` },
    });
    expect(saved.status).toBe(200);
    for (const wall of opened)
      await expect(wall.next((e) => e.type === 'changed' && e.what === 'layouts', DELIVERY_MS)).resolves.toBeDefined();

    for (const action of ['reload', 'identify'] as const) {
      const sent = await call(`${a}/api/walls/${walls[onB].wallId}/actions`, 'POST', {
        body: { action },
        headers: asOperator(),
      });
      expect(sent.json()).toMatchObject({ outcome: 'pending' });
      const { heard, ms } = await timed(
        opened[onB].next((e) => e.type === 'action' && e.id === sent.json<{ id: string }>().id, DELIVERY_MS),
      );
      expect(heard).toMatchObject({ action });
      expect(ms).toBeLessThan(DELIVERY_MS);
    }

    // A move goes over the bus at once: the 2 s poll of changed walls alone would reach B only by luck within 2 s.
    for (const group of ['hall', 'lobby', 'hall']) {
      opened[onB].events.length = 0;
      const moved = await call(`${a}/api/walls/${walls[onB].wallId}`, 'PATCH', {
        body: { group },
        headers: asOperator(),
      });
      expect(moved.status).toBe(200);
      const { ms } = await timed(opened[onB].next((e) => e.type === 'changed' && e.what === 'group', DELIVERY_MS));
      expect(ms).toBeLessThan(MOVE_MS);
    }
  });

  test('a screenshot asked on A is taken by a wall on B and shown on A', async () => {
    const wall = await enrol('lobby', 'shot-on-b');
    expect(
      (
        await call(`${direct(1)}/api/walls/${wall.wallId}/beat`, 'POST', {
          body: beat('lobby'),
          headers: { authorization: wall.authorization },
        })
      ).status,
    ).toBe(200);
    const onB = await stream(direct(1), wall);
    const asked = await call(`${direct(0)}/api/walls/${wall.wallId}/screenshot-requests`, 'POST', {
      headers: asOperator(),
    });
    expect(asked.status).toBe(200);
    const { requestId } = asked.json<{ requestId: string }>();
    await expect(onB.next((e) => e.type === 'action' && e.action === 'screenshot', DELIVERY_MS)).resolves.toMatchObject(
      { requestId },
    );
    const image = `data:image/png;base64,${Buffer.from('a wall on B, seen on A').toString('base64')}`;
    expect(
      (
        await call(`${direct(1)}/api/walls/${wall.wallId}/screenshot`, 'POST', {
          body: { requestId, image, width: 1920, height: 1080 },
          headers: { authorization: wall.authorization },
        })
      ).status,
    ).toBe(200);
    const shown = await call(`${direct(0)}/api/walls/${wall.wallId}/screenshots/${requestId}`, 'GET', {
      headers: asOperator(),
    });
    expect(shown.status).toBe(200);
    expect(shown.text).toBe('a wall on B, seen on A');
  });

  test('a pairing code shown through A is claimed through B; the wall collects its credential and beats through nginx', async () => {
    const asked = await call(`${direct(0)}/api/enrol/pairing`, 'POST', {
      body: { route: '/', suggestedName: 'paired-on-a' },
    });
    const { code, pairingSecret } = asked.json<{ code: string; pairingSecret: string }>();
    const claimed = await call(`${direct(1)}/api/enrol/claims`, 'POST', {
      body: { code, name: '大厅左屏', group: 'lobby' },
      headers: asOperator(),
    });
    expect(claimed.status).toBe(200);
    const polled = await call(`${site.fleet}/api/enrol/pairing/poll`, 'POST', {
      body: {},
      headers: { authorization: `Bearer ${pairingSecret}` },
    });
    const { credential } = polled.json<{ credential: { wallId: string; secret: string } }>();
    expect(credential.wallId).toBe('paired-on-a');
    expect(
      (
        await call(`${site.fleet}/api/walls/${credential.wallId}/beat`, 'POST', {
          body: beat('lobby'),
          headers: { authorization: `Bearer ${credential.secret}` },
        })
      ).status,
    ).toBe(200);
  });

  test('the sign-in limit counts the tries nginx spread over both replicas: the eleventh is refused on either', async () => {
    const from = '127.0.0.9';
    // A name of its own each time: five failures on one account lock it, and that lockout is not this limit.
    let tries = 0;
    const wrong = () => ({ body: { username: `nobody-${(tries += 1)}`, password: 'wrong password!' }, from });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await call(`${site.fleet}/api/session`, 'POST', wrong())).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const spreadOver = await eventually(
      '十次尝试分到了两个副本',
      async () => {
        const seen = upstreamsOf(new RegExp(`^\\S+ ${from.replace(/\./g, '\\.')} "POST /fleet/api/session" 401`));
        return seen.size === 2 ? seen : undefined;
      },
      5000,
    );
    expect(spreadOver.size).toBe(2);
    expect((await call(`${site.fleet}/api/session`, 'POST', wrong())).status).toBe(429);
    expect((await call(`${direct(0)}/api/session`, 'POST', wrong())).status).toBe(429);
    expect((await call(`${direct(1)}/api/session`, 'POST', wrong())).status).toBe(429);
  });

  test('a wall that reconnects to another replica gets what it missed: the layout saved and the screenshot asked while it was away', async () => {
    const [a, b] = [direct(0), direct(1)];
    const wall = await enrol('lobby', 'comes-back');
    expect(
      (
        await call(`${a}/api/walls/${wall.wallId}/beat`, 'POST', {
          body: beat('lobby'),
          headers: { authorization: wall.authorization },
        })
      ).status,
    ).toBe(200);
    const onA = await stream(a, wall);
    onA.close();
    await onA.closed;
    const { pages, versions } = (
      await call(`${a}/api/groups/lobby/layouts`, 'GET', { headers: asOperator() })
    ).json<GroupLayouts>();
    const page = structuredClone(pages.hub);
    page.slots[1].x += 20;
    expect(
      (
        await call(`${a}/api/groups/lobby/layouts/hub`, 'PUT', {
          body: page,
          headers: { ...asOperator(), 'if-match': `"${versions!.hub}"` },
        })
      ).status,
    ).toBe(200);
    const asked = (
      await call(`${a}/api/walls/${wall.wallId}/screenshot-requests`, 'POST', { headers: asOperator() })
    ).json<{ requestId: string }>();

    await stream(b, wall);
    const layouts = (
      await call(`${b}/api/walls/${wall.wallId}/layouts.json`, 'GET', {
        headers: { authorization: wall.authorization },
      })
    ).json<{ pages: Record<string, { slots: { x: number }[] }> }>();
    expect(layouts.pages.hub.slots[1].x).toBe(page.slots[1].x);
    const beatReply = await call(`${b}/api/walls/${wall.wallId}/beat`, 'POST', {
      body: beat('lobby'),
      headers: { authorization: wall.authorization },
    });
    expect(beatReply.json()).toMatchObject({ ok: true, screenshotRequest: asked.requestId });
  });

  test(`a site of ${SITE_WALLS} walls behind one address enrols and beats through nginx on both replicas without a 429`, async () => {
    const from = '127.0.0.2';
    const statuses: number[] = [];
    const asked = await inParallel([...Array(SITE_WALLS).keys()], 16, async () => {
      const reply = await call(`${site.fleet}/api/enrol/pairing`, 'POST', { body: { route: '/' }, from });
      statuses.push(reply.status);
      return reply.json<{ code: string; pairingSecret: string }>();
    });
    await inParallel(asked, 8, async ({ code }) => {
      const claimed = await call(`${site.fleet}/api/enrol/claims`, 'POST', {
        body: { code, name: `屏 ${code}`, group: 'lobby' },
        headers: asOperator(),
      });
      expect(claimed.status).toBe(200);
    });
    const credentials = await inParallel(asked, 16, async ({ pairingSecret }) => {
      const reply = await call(`${site.fleet}/api/enrol/pairing/poll`, 'POST', {
        body: {},
        headers: { authorization: `Bearer ${pairingSecret}` },
        from,
      });
      statuses.push(reply.status);
      return reply.json<{ credential: { wallId: string; secret: string } }>().credential;
    });
    await inParallel([...credentials, ...credentials], 16, async ({ wallId, secret }) => {
      statuses.push(
        (
          await call(`${site.fleet}/api/walls/${wallId}/beat`, 'POST', {
            body: beat('lobby'),
            headers: { authorization: `Bearer ${secret}` },
            from,
          })
        ).status,
      );
    });
    expect(statuses).toHaveLength(SITE_WALLS * 4);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const beatsServed = await eventually(
      '两个副本都收到了心跳',
      async () => {
        const seen = upstreamsOf(/^\S+ 127\.0\.0\.2 "POST \/fleet\/api\/walls\/[^/]+\/beat" 200/);
        return seen.size === 2 ? seen : undefined;
      },
      5000,
    );
    expect(beatsServed.size).toBe(2);
  }, 90_000);

  test('with one replica killed, beats, reads and streams go on through nginx, and an edit reaches every wall', async () => {
    const walls = await Promise.all([1, 2, 3, 4].map((n) => enrol('lobby', `survivor-${n}`)));
    const opened = await Promise.all(walls.map((wall) => stream(site.fleet, wall)));
    const held = await holders(walls);
    const onB = walls.filter((wall) => held.get(wall.wallId) === site.replicaIds[1]);
    expect(onB.length).toBeGreaterThan(0);
    await site.replicas[1].stop('SIGKILL');
    // The walls B held lose their stream and come back through nginx, as the shell's push stream does.
    const back = await Promise.all(
      walls.map(async (wall, i) =>
        held.get(wall.wallId) === site.replicaIds[1] ? (await opened[i].closed, stream(site.fleet, wall)) : opened[i],
      ),
    );
    const statuses: number[] = [];
    for (const wall of walls) {
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await call(`${site.fleet}/api/walls/${wall.wallId}/beat`, 'POST', {
              body: beat('lobby'),
              headers: { authorization: wall.authorization },
            })
          ).status,
        );
      statuses.push(
        (
          await call(`${site.fleet}/api/walls/${wall.wallId}/layouts.json`, 'GET', {
            headers: { authorization: wall.authorization },
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const week = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };
    expect(
      (await call(`${site.fleet}/api/groups/lobby/schedule`, 'PUT', { body: week, headers: asOperator() })).status,
    ).toBe(200);
    for (const wall of back)
      await expect(wall.next((e) => e.type === 'changed' && e.what === 'schedule', DELIVERY_MS)).resolves.toBeDefined();
  });
});
