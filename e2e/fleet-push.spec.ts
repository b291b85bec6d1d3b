import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { consoleApi, openEnrolledWall } from './fleet-enrol';
import { OPERATOR, startFleetStack } from './fleet-stack';

// The walls poll every 15 s: an edit that shows within 2 s can only have come through the push stream.
test.describe.configure({ mode: 'serial' });

const POLL_MS = 15_000;
const SLOT = 'notices';

let stack: RunningStack;
let operatorApi: APIRequestContext;
let wall: Page;
/** While true, the wall's stream is refused at the socket (as a proxy that drops WebSockets would). */
let streamBlocked = false;
/** `changed` events the wall received over its stream. */
let changesOverStream = 0;
let edits = 0;

type HubPage = { slots: { id: string; title?: string }[] };

/** Renames slot `notices` in group hub's layout through the console API; returns when the save was sent (epoch ms). */
async function renameSlot(): Promise<number> {
  const layouts = (await (await operatorApi.get('/api/groups/hub/layouts')).json()) as { pages: { hub: HubPage } };
  const page = structuredClone(layouts.pages.hub);
  const title = `通知公告·推送${++edits}`;
  page.slots.find((s) => s.id === SLOT)!.title = title;
  const sent = Date.now();
  const reply = await operatorApi.put('/api/groups/hub/layouts/hub', { data: page });
  expect(reply.status(), await reply.text()).toBe(200);
  return sent;
}

/** Milliseconds from the edit's request to the new title in the wall's running layout (its slot board). */
async function editArrivesIn(timeoutMs: number): Promise<number> {
  const next = `通知公告·推送${edits + 1}`;
  const shown = wall.waitForFunction(
    ([slot, title]) =>
      (window as unknown as { __cockpit?: { slotStatus: () => { slot: string; title?: string }[] } }).__cockpit
        ?.slotStatus()
        .some((s) => s.slot === slot && s.title === title),
    [SLOT, next] as const,
    { polling: 50, timeout: timeoutMs },
  );
  const started = await renameSlot();
  await shown;
  return Date.now() - started;
}

const streamOpen = () =>
  wall.evaluate(
    () =>
      (window as unknown as { __cockpit?: { wall?: { streamOpen?: boolean } } }).__cockpit?.wall?.streamOpen === true,
  );

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  stack = await startFleetStack(8100, { manifestPollMs: POLL_MS });
  operatorApi = await consoleApi(stack, OPERATOR);
  wall = await openEnrolledWall(browser, stack, {
    name: 'push-1',
    group: 'hub',
    before: (context) =>
      context.routeWebSocket(/\/api\/walls\/[^/]+\/stream$/, (socket) => {
        if (streamBlocked) void socket.close({ code: 1011, reason: 'blocked by the test' });
        else {
          // Passed through, with each `changed` event the service sends counted: what shows the edit came over the stream.
          const server = socket.connectToServer();
          server.onMessage((message) => {
            if (typeof message === 'string' && message.includes('"changed"')) changesOverStream += 1;
            socket.send(message);
          });
        }
      }),
  });
  await expect.poll(streamOpen, { timeout: 30_000, message: 'the wall opened its stream' }).toBe(true);
});
test.afterAll(async () => {
  await wall?.context().close();
  await operatorApi?.dispose();
  await stack?.close();
});

// Over the stream, never by the poll: a `changed` event came through the socket, and the edit showed long before the
// poll (15 s). The 2 s promise is bench:fleet's to measure (0.27–2.0 s here); CI's two browser workers on two cores
// once took 9 s under load average 38, so the browser test holds it to 5 s and logs the figure.
const STREAM_BOUND_MS = 5000;

test('a layout edit reaches a wall with an open stream over the stream, well before its next poll', async () => {
  const before = changesOverStream;
  const ms = await editArrivesIn(POLL_MS - 3000);
  console.log(`push: edit shown on the wall ${ms} ms after it was sent`);
  expect(changesOverStream, 'the change came over the stream').toBeGreaterThan(before);
  expect(ms).toBeLessThan(STREAM_BOUND_MS);
});

test('with the stream blocked, the edit arrives within one poll', async () => {
  streamBlocked = true;
  // The open stream is dropped (as a restarted proxy would); every reconnection is refused while blocked.
  stack.fleetService()!.push.drop('push-1', 1012, 'dropped by the test');
  await expect.poll(streamOpen, { timeout: 10_000 }).toBe(false);
  const ms = await editArrivesIn(POLL_MS + 5000);
  console.log(`push: with the stream blocked, edit shown after ${ms} ms (poll every ${POLL_MS} ms)`);
});

test('unblocked, the wall reconnects by itself and the next edit is fast again', async () => {
  streamBlocked = false;
  // The backoff doubles from 1 s to at most 60 s: after a short block the next try comes within ~20 s.
  await expect.poll(streamOpen, { timeout: 70_000, message: 'the wall reconnected' }).toBe(true);
  const before = changesOverStream;
  const ms = await editArrivesIn(POLL_MS - 3000);
  console.log(`push: after reconnecting, edit shown ${ms} ms after it was sent`);
  expect(changesOverStream, 'the change came over the stream').toBeGreaterThan(before);
  expect(ms).toBeLessThan(STREAM_BOUND_MS);
});
