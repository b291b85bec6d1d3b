import { request } from 'node:http';
import { channelSocketPath } from './channel-server';
import type { CliCommand } from './cli-commands';

/** No service listens on the channel: the socket is absent, or left behind by a service that is gone. */
const NOBODY_THERE = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/**
 * Hands a command to the running service through its local channel. Resolves the service's answer, `undefined`
 * when no service is listening (then the CLI opens the database itself); a refusal rejects with the service's words.
 */
export function sendToChannel(dataDir: string, cli: CliCommand): Promise<string | undefined> {
  const body = JSON.stringify(cli);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: channelSocketPath(dataDir),
        path: '/command',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let reply: { output?: string; error?: string } = {};
          try {
            reply = JSON.parse(text) as typeof reply;
          } catch {
            reply = { error: text.slice(0, 200) };
          }
          if (response.statusCode === 200 && typeof reply.output === 'string') resolve(reply.output);
          else reject(new Error(reply.error ?? `运行中的服务拒绝了命令（${response.statusCode}）`));
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error('运行中的服务 30 秒内没有回答')));
    call.on('error', (error: NodeJS.ErrnoException) =>
      NOBODY_THERE.has(error.code ?? '') ? resolve(undefined) : reject(error),
    );
    call.end(body);
  });
}
