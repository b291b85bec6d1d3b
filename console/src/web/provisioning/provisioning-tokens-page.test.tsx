import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProvisioningTokenInfo } from '@cockpit/protocol';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const TOKEN: ProvisioningTokenInfo = {
  id: 3,
  group: 'hub',
  label: '展厅安装批次',
  createdAt: Date.now() - 3600_000,
  createdBy: 'root',
  expiresAt: Date.now() + 86400_000,
  maxUses: 10,
  uses: 2,
};
const GROUPS = [{ group: 'hub', versions: {}, walls: 2, online: 2 }];

test('tokens are listed with their group, uses and expiry', async () => {
  renderConsole('/provisioning-tokens', { 'GET /api/provisioning-tokens': { body: [TOKEN] } }, ADMIN);
  const grid = await screen.findByRole('grid', { name: '预配令牌' });
  expect(within(grid).getByText('展厅安装批次')).toBeInTheDocument();
  expect(within(grid).getByText('2 / 10')).toBeInTheDocument();
});

test('an operator is not let in', async () => {
  renderConsole('/provisioning-tokens', {}, { username: 'ops', role: 'operator' });
  expect(await screen.findByText(/预配令牌/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新建预配令牌' })).not.toBeInTheDocument();
});

test('a new token is shown once, as the ready-made /?enroll= address', async () => {
  const create = jest.fn((body: unknown) => ({
    body: { ...TOKEN, id: 4, uses: 0, ...(body as object), secret: 'cpt_s3cret' },
  }));
  renderConsole(
    '/provisioning-tokens',
    {
      'GET /api/provisioning-tokens': { body: [] },
      'GET /api/groups': { body: GROUPS },
      'POST /api/provisioning-tokens': create,
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '新建预配令牌' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  fireEvent.click(await screen.findByRole('option', { name: 'hub' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: '用途' }), { target: { value: '展厅安装批次' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '可用次数' }), { target: { value: '5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByDisplayValue(`${window.location.origin}/?enroll=cpt_s3cret`)).toBeInTheDocument();
  expect(within(dialog).getByText(/唯一一次显示/)).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({ group: 'hub', label: '展厅安装批次', expiresInHours: 72, maxUses: 5 });
});

test('uses out of range are refused before anything is sent', async () => {
  const create = jest.fn(() => ({ body: {} }));
  renderConsole(
    '/provisioning-tokens',
    {
      'GET /api/provisioning-tokens': { body: [] },
      'GET /api/groups': { body: GROUPS },
      'POST /api/provisioning-tokens': create,
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '新建预配令牌' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  fireEvent.click(await screen.findByRole('option', { name: 'hub' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: '用途' }), { target: { value: '批次' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '可用次数' }), { target: { value: '0' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('可用次数须为 1 到 1000 之间的整数')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

test('revoking asks first and says enrolled walls keep their own credential', async () => {
  const revoke = jest.fn(() => ({ status: 204 }));
  renderConsole(
    '/provisioning-tokens',
    { 'GET /api/provisioning-tokens': { body: [TOKEN] }, 'DELETE /api/provisioning-tokens/3': revoke },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '吊销' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/已用它添加的大屏保留各自的凭据/)).toBeInTheDocument();
  expect(revoke).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定吊销' }));
  await waitFor(() => expect(revoke).toHaveBeenCalled());
});
