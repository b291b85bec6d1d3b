import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { startTestService, type TestService } from '../testing/harness';
import { listAudit } from '../features/audit/audit-store';
import { listUsers } from '../features/users/users';
import { channelSocketPath } from './channel-server';
import { sendToChannel } from './channel-client';
import { LOCAL_ACTOR } from './cli-commands';

describe('the local command channel of a running service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
  });
  afterAll(() => service?.close());

  it('creates the first administrator in the database the service holds, audited as the local command line', async () => {
    const output = await sendToChannel(service.dataDir, {
      command: 'create-admin',
      args: ['alice'],
      password: 'Correct horse battery',
    });
    expect(output).toBe('已创建用户 alice（admin）');
    expect((await listUsers(service.db)).map((u) => [u.username, u.role, u.createdBy])).toContainEqual([
      'alice',
      'admin',
      LOCAL_ACTOR,
    ]);
    const [entry] = await listAudit(service.db, 1, { failedSignIns: true });
    expect(entry).toMatchObject({ actor: LOCAL_ACTOR, action: 'user.create', target: 'alice' });
  });

  it('is a socket only the service user can open, in a folder only it can list', () => {
    const socket = statSync(channelSocketPath(service.dataDir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(statSync(dirname(channelSocketPath(service.dataDir))).mode & 0o777).toBe(0o700);
  });

  it('answers a refused command with its words, not a fault', async () => {
    await expect(
      sendToChannel(service.dataDir, {
        command: 'create-user',
        args: ['bob'],
        role: 'root',
        password: 'Correct horse battery',
      }),
    ).rejects.toThrow('--role 应为 viewer、operator、admin、security 或 auditor');
    await expect(
      sendToChannel(service.dataDir, { command: 'create-user', args: ['bob'], role: 'viewer', password: 'short' }),
    ).rejects.toThrow('至少 10 个字符');
    await expect(sendToChannel(service.dataDir, { command: 'drop-everything', args: [] })).rejects.toThrow('用法：');
  });

  it('refuses a body that is not a command, naming the field', async () => {
    await expect(sendToChannel(service.dataDir, { command: 'create-admin', args: ['x'.repeat(300)] })).rejects.toThrow(
      '请求体字段 args[0] 太长',
    );
  });

  it('is gone when the service stops: the command line then opens the database itself', async () => {
    const other = await startTestService('pglite');
    await other.close();
    await expect(
      sendToChannel(other.dataDir, { command: 'create-admin', args: ['carol'], password: 'Correct horse battery' }),
    ).resolves.toBeUndefined();
  });
});
