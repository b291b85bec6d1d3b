import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestService, type TestService } from '../../testing/harness';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** An RFC 2047 header as read: encoded words (base64 or quoted-printable UTF-8) decoded, folded lines joined. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?(.*?)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

describe('e-mail channel', () => {
  let service: TestService;
  let smtp: SMTPServer;
  let port: number;
  const mails: Mail[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    service = await startTestService('pglite', { alertTimings: { sweepMs: 0, dispatchMs: 0 } });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('the 测试 button sends a Chinese test mail through the SMTP server to every recipient', async () => {
    const admin = await service.login('admin');
    const channel = (
      await service.request('POST', '/api/alert-channels', {
        body: {
          name: '值班邮箱',
          kind: 'email',
          smtpHost: '127.0.0.1',
          smtpPort: port,
          smtpSecure: false,
          mailFrom: 'cockpit@example.cn',
          mailTo: ['ops@example.cn', 'duty@example.cn'],
        },
        headers: { cookie: admin },
      })
    ).json<{ id: number }>();
    await service.request('POST', `/api/alert-channels/${channel.id}/test`, { headers: { cookie: admin } });
    await service.alerts.dispatcher.tick();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'cockpit@example.cn', to: ['ops@example.cn', 'duty@example.cn'] });
    expect(header(mails[0].raw, 'Subject')).toBe('【测试】驾驶舱告警通道「值班邮箱」');
    const log = (await service.request('GET', '/api/alert-deliveries', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();
    expect(log[0]).toMatchObject({ ok: true, status: 250, channelName: '值班邮箱' });
  });
});
