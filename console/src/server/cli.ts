import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './core/db/adapter';
import { migrate } from './core/db/migrate';
import { sendToChannel } from './local-channel/channel-client';
import { cliGroupScope } from './local-channel/cli-group';
import { CLI_USAGE, CliRefusal, needsPassword, runCliCommand, type CliCommand } from './local-channel/cli-commands';
import { DEFAULT_DATA_DIR } from './main-defaults';

/** The password from COCKPIT_ADMIN_PASSWORD, else the first line of stdin. Never a default. */
async function readPassword(): Promise<string> {
  if (process.env.COCKPIT_ADMIN_PASSWORD) return process.env.COCKPIT_ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('密码（至少 10 个字符）：');
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('\n')) break;
  }
  return input.split('\n')[0].replace(/\r$/, '');
}

/** Runs the command on the database itself: no service holds it (or it is PostgreSQL, shared by design). */
async function runOnDatabase(dataDir: string, cli: CliCommand): Promise<string> {
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await migrate(db);
    return await runCliCommand(db, cli, 'local', () => cliGroupScope(db));
  } finally {
    await db.close();
  }
}

/**
 * `npm run console -- <command>`: through the running service's local channel when one listens in the data folder
 * (the embedded database belongs to it), else on the database directly.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      template: { type: 'string' },
      from: { type: 'string' },
      days: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const [command, ...args] = positionals;
  if (!command) throw new CliRefusal(CLI_USAGE);
  const cli: CliCommand = { command, args, ...(values.role !== undefined && { role: values.role }) };
  for (const key of ['name', 'template', 'from'] as const) if (values[key] !== undefined) cli[key] = values[key];
  if (needsPassword(command) && args[0]) cli.password = await readPassword();
  const dataDir = resolve(values.data ?? DEFAULT_DATA_DIR);
  if (values.days !== undefined) cli.days = values.days;
  if (command === 'audit-archive') cli.out = resolve(values.out ?? join(dataDir, 'audit-archive'));
  const viaService = process.env.DATABASE_URL ? undefined : await sendToChannel(dataDir, cli);
  console.log(viaService ?? (await runOnDatabase(dataDir, cli)));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
