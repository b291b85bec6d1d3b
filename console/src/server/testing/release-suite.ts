import { publishedFixture } from './published-fixture';
import { startTestService, stopTestPostgres, type Engine, type TestService } from './harness';

/** A service on a fresh published folder, with a viewer, an operator and an administrator signed in, and a wall key per group. */
export interface ReleaseSuite {
  service: TestService;
  /** The published folder the service scans. */
  dir: string;
  viewer: string;
  operator: string;
  admin: string;
  /** group → `Authorization` header value of its wall key. */
  keys: Record<string, string>;
  /** Closes the service and removes the folder (and the test PostgreSQL of this file, on that engine). */
  stop(): Promise<void>;
}

/**
 * Starts what the release, group and rollout route suites share (call in beforeAll): the published fixture,
 * plus what `publish` adds to its folder before the service's first scan.
 */
export async function startReleaseSuite(engine: Engine, options: { groups: string[]; publish?: (dir: string) => void }): Promise<ReleaseSuite> {
  const published = publishedFixture();
  options.publish?.(published.dir);
  const service = await startTestService(engine, published.options);
  const [viewer, operator, admin] = [await service.login('viewer'), await service.login('operator'), await service.login('admin')];
  const keys: Record<string, string> = {};
  for (const group of options.groups) keys[group] = (await service.wallKey(group)).authorization;
  const stop = async () => {
    await service.close();
    published.remove();
    if (engine === 'postgres') stopTestPostgres();
  };
  return { service, dir: published.dir, viewer, operator, admin, keys, stop };
}
