import { Type, type Static } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../core/db/adapter';
import { installErrorHandler, sendError } from '../core/http/errors';
import type { GroupScope } from '../features/groups/group-admin';
import { CliRefusal, runCliCommand } from './cli-commands';

/** Unix socket paths are limited to about 107 bytes; past this the channel is not offered (the CLI says so). */
const MAX_SOCKET_PATH = 100;

/** Where the running service listens for the command line: a socket in a 0700 folder of the data folder. */
export function channelSocketPath(dataDir: string): string {
  return join(dataDir, 'cli', 'fleet.sock');
}

const commandSchema = Type.Object(
  {
    command: Type.String({ minLength: 1, maxLength: 40 }),
    args: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 8 }),
    role: Type.Optional(Type.String({ maxLength: 20 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    template: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/**
 * The running service's local-only command channel: HTTP on a Unix socket only the service's own user can open
 * (the folder 0700, the socket 0600), so `npm run console -- …` works while the embedded database belongs to the
 * service. Never a TCP port: nothing on the LAN, and nothing a browser can reach.
 */
export async function startLocalChannel(
  db: Database,
  dataDir: string,
  warn: (message: string) => void,
  groups?: GroupScope,
): Promise<{ close(): Promise<void> } | undefined> {
  const path = channelSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    warn(`数据目录路径太长，无法建立本机命令通道（${path}）：服务运行时 npm run console 无法使用`);
    return undefined;
  }
  const folder = join(dataDir, 'cli');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // A socket left by a killed service: this process holds the data folder now.
  rmSync(path, { force: true });
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: 4096,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  installErrorHandler(app);
  app.post<{ Body: Static<typeof commandSchema> }>(
    '/command',
    { schema: { body: commandSchema } },
    async (request, reply) => {
      try {
        return { output: await runCliCommand(db, request.body, 'local', groups && (async () => groups)) };
      } catch (error) {
        if (error instanceof CliRefusal) return sendError(reply, 400, error.message);
        throw error;
      }
    },
  );
  try {
    await app.listen({ path });
    chmodSync(path, 0o600);
  } catch (error) {
    await app.close();
    warn(`本机命令通道无法建立（${(error as Error).message}）：服务运行时 npm run console 无法使用`);
    return undefined;
  }
  return {
    async close() {
      await app.close();
      rmSync(path, { force: true });
    },
  };
}
