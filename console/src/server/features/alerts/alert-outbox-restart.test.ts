import { rmSync } from 'node:fs';
import { startConsoleServer, type ConsoleServer } from '../../index';
import { beat } from '../../testing/harness';
import { freshDataDir } from '../../testing/data-dir';
import { startNoticeReceiver } from '../../testing/notice-receiver';
import { createChannel } from './alert-channels';
import { enrolTestWall } from '../../testing/enrol';

test('a notice queued but not sent before the service stopped is sent after it starts again', async () => {
  const dataDir = await freshDataDir();
  const receiver = await startNoticeReceiver();
  const start = (dispatchMs: number) =>
    startConsoleServer({ port: 0, dataDir, webDir: `${dataDir}/no-web`, alertTimings: { sweepMs: 0, dispatchMs } });
  let second: ConsoleServer | undefined;
  try {
    const first = await start(0);
    await createChannel(
      first.db,
      {
        name: '重启',
        kind: 'webhook',
        enabled: true,
        config: { url: `${receiver.url}/hook` },
        secret: 'restart-secret-0123456789',
      },
      'test',
      Date.now(),
    );
    const wall = await enrolTestWall(first.db, { group: 'hub', wallId: 'hub-r1', name: '大厅右屏' });
    const beatReply = await fetch(`${first.url}/api/walls/${wall.wallId}/beat`, {
      method: 'POST',
      headers: { authorization: wall.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(beat('hub')),
    });
    expect(beatReply.status).toBe(200);
    await first.alerts.engine.sweep(Date.now() + 121_000);
    await first.close();
    expect(receiver.received).toHaveLength(0);

    second = await start(50);
    const [got] = await receiver.waitFor(1, 15_000);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'alert', title: '【告警】大厅右屏 离线' });
  } finally {
    await second?.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
