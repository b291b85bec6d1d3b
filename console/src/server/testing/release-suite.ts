import { publishedFixture } from './published-fixture';
import { startTestService, stopTestPostgres, type Engine, type TestService } from './harness';

/** A service on a fresh published folder, with a viewer, an operator and an administrator signed in, and its walls' credentials. */
export interface ReleaseSuite {
  service: TestService;
  /** The published folder the service scans. */
  dir: string;
  viewer: string;
  operator: string;
  admin: string;
  /** The `Authorization` header value of a wall's own credential (the wall is enrolled in `group` at the first call). */
  credential(wallId: string, group: string): Promise<string>;
  /** Closes the service and removes the folder (and the test PostgreSQL of this file, on that engine). */
  stop(): Promise<void>;
}

/**
 * Starts what the release, group and rollout route suites share (call in beforeAll): the published fixture,
 * plus what `publish` adds to its folder before the service's first scan.
 */
export async function startReleaseSuite(
  engine: Engine,
  options: { groups: string[]; publish?: (dir: string) => void },
): Promise<ReleaseSuite> {
  const published = publishedFixture();
  options.publish?.(published.dir);
  const service = await startTestService(engine, { ...published.options, seedGroups: options.groups });
  const [viewer, operator, admin] = [
    await service.login('viewer'),
    await service.login('operator'),
    await service.login('admin'),
  ];
  const credentials = new Map<string, Promise<string>>();
  const credential = (wallId: string, group: string) => {
    if (!credentials.has(wallId))
      credentials.set(
        wallId,
        service.enrol(group, wallId).then((w) => w.authorization),
      );
    return credentials.get(wallId)!;
  };
  const stop = async () => {
    await service.close();
    published.remove();
    if (engine === 'postgres') stopTestPostgres();
  };
  return { service, dir: published.dir, viewer, operator, admin, credential, stop };
}
