import {
  GroupBook,
  releaseOptions,
  createGroupRecord,
  findGroupRecord,
  removeGroupRecord,
  groupVersions,
} from '../releases';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startTestService, type TestService } from '../../testing/harness';

// What a service does at start (and whenever a wall or key names a group): seed the group's defaults. A removed group
// must stay removed: a fresh group book (a restarted service) refuses it and writes nothing.
describe('a removed group and the defaults seeded at start', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
  }, 120_000);
  afterAll(() => service?.close());

  const freshBook = () =>
    new GroupBook(service.db, releaseOptions({ defaultRemotes: { teams: '1.0.0' }, defaultLayouts: FIXTURE_LAYOUTS }));

  test('a group first used is seeded and recorded under its default display name', async () => {
    await freshBook().ensure('hub');
    expect(await groupVersions(service.db, 'hub')).toEqual({ teams: '1.0.0' });
    expect((await findGroupRecord(service.db, 'hub'))?.displayName).toBe('人才服务港');
  });

  test('a removed group is refused by a fresh book and gets no rows back', async () => {
    const at = Date.now();
    await createGroupRecord(service.db, { name: 'meeting', displayName: '会议室', by: 'test', at });
    await freshBook().ensure('meeting');
    await removeGroupRecord(service.db, 'meeting', 'test', at);
    await expect(freshBook().ensure('meeting')).rejects.toMatchObject({ status: 404, message: '分组 meeting 已删除' });
    expect(await groupVersions(service.db, 'meeting')).toEqual({});
  });
});
