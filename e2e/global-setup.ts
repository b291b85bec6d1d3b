import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../tools/src/stack';
import { E2E_PORT_BASE } from './stack-env';

/** Starts the whole system (API with a fresh database, every bundle) for the browser tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-e2e-'));
  const stack = await startStack({ portBase: E2E_PORT_BASE, runtimeDir: join(work, 'runtime'), dbPath: join(work, 'cockpit.sqlite') });
  process.env.COCKPIT_E2E_RUNTIME_DIR = stack.runtimeDir;
  return () => stack.close();
}
