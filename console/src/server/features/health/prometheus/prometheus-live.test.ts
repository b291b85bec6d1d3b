import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rotateMetricsToken } from '../metrics/metrics-token';
import { beat, startTestService, type TestService } from '../../../testing/harness';
import { startNoticeReceiver, type NoticeReceiver } from '../../../testing/notice-receiver';
import { binary, eventually, rulesForTest, startDaemon, type Started } from './prometheus-tools';

// This engineer's port range (40800–40999): Prometheus, Alertmanager, the webhook Alertmanager calls, the service.
const PROMETHEUS_PORT = 40800;
const ALERTMANAGER_PORT = 40801;
const RECEIVER_PORT = 40802;
const SERVICE_PORT = 40803;

interface PromAlert {
  labels: Record<string, string>;
  state: string;
}

describe('the shipped rules in a real Prometheus with Alertmanager', () => {
  let dir: string;
  let service: TestService;
  let receiver: NoticeReceiver;
  const daemons: Started[] = [];

  beforeAll(async () => {
    const [prometheus, alertmanager] = [binary('prometheus'), binary('alertmanager')];
    dir = mkdtempSync(join(tmpdir(), 'cockpit-prometheus-'));
    service = await startTestService('pglite', { port: SERVICE_PORT, alertTimings: { sweepMs: 0, dispatchMs: 0 } });
    receiver = await startNoticeReceiver([200], 'ok', RECEIVER_PORT);
    // /metrics answers only its scrape token: Prometheus reads it from a file, as the example configuration does.
    writeFileSync(join(dir, 'cockpit-metrics.token'), await rotateMetricsToken(service.db));
    writeFileSync(join(dir, 'rules.yml'), rulesForTest('1s'));
    writeFileSync(
      join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'rule_files: [rules.yml]',
        `alerting: { alertmanagers: [ { static_configs: [ { targets: ['127.0.0.1:${ALERTMANAGER_PORT}'] } ] } ] }`,
        `scrape_configs: [ { job_name: cockpit-fleet, authorization: { credentials_file: cockpit-metrics.token }, static_configs: [ { targets: ['127.0.0.1:${SERVICE_PORT}'] } ] } ]`,
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'alertmanager.yml'),
      [
        'route: { receiver: hook, group_by: [alertname, group], group_wait: 1s, group_interval: 1s, repeat_interval: 1h }',
        `receivers: [ { name: hook, webhook_configs: [ { url: 'http://127.0.0.1:${RECEIVER_PORT}/alerts', send_resolved: true } ] } ]`,
      ].join('\n'),
    );
    daemons.push(
      startDaemon(alertmanager, [
        `--config.file=${join(dir, 'alertmanager.yml')}`,
        `--storage.path=${join(dir, 'am')}`,
        `--web.listen-address=127.0.0.1:${ALERTMANAGER_PORT}`,
        '--cluster.listen-address=',
      ]),
    );
    daemons.push(
      startDaemon(prometheus, [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
      ]),
    );
  }, 120_000);

  afterAll(async () => {
    for (const daemon of daemons) await daemon.stop();
    await receiver?.close();
    await service?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const alerts = async (): Promise<PromAlert[]> =>
    (
      (await (await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/alerts`)).json()) as {
        data: { alerts: PromAlert[] };
      }
    ).data.alerts;

  test('a wall that stops beating fires CockpitWallsOffline in Prometheus, and Alertmanager delivers it', async () => {
    const { authorization } = await service.enrol('promtest', 'prom-wall-1');
    const send = () =>
      service.request('POST', '/api/walls/prom-wall-1/beat', {
        body: beat('promtest', { beatIntervalMs: 1000 }),
        headers: { authorization },
      });
    // Beating: Prometheus scrapes the wall as online and nothing fires.
    await eventually(
      'Prometheus 抓取到在线的墙面',
      async () => {
        await send();
        const up = (await (
          await fetch(
            `http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/query?query=cockpit_fleet_walls{group="promtest",status="online"}`,
          )
        ).json()) as { data: { result: unknown[] } };
        return up.data.result.length ? true : undefined;
      },
      60_000,
    );
    expect((await alerts()).filter((a) => a.labels.alertname === 'CockpitWallsOffline')).toEqual([]);

    // Silent: three missed beats later it is offline; the rule fires and Alertmanager posts it.
    const firing = await eventually(
      'CockpitWallsOffline 触发',
      async () =>
        (await alerts()).find(
          (a) => a.labels.alertname === 'CockpitWallsOffline' && a.labels.group === 'promtest' && a.state === 'firing',
        ),
      60_000,
    );
    expect(firing.labels.severity).toBe('critical');
    const posted = await eventually(
      'Alertmanager 发出 webhook',
      async () =>
        receiver.received
          .map((r) => JSON.parse(r.body) as { alerts: { labels: Record<string, string>; status: string }[] })
          .flatMap((m) => m.alerts)
          .find((a) => a.labels.alertname === 'CockpitWallsOffline' && a.status === 'firing'),
      60_000,
    );
    expect(posted.labels.group).toBe('promtest');
  }, 150_000);
});
