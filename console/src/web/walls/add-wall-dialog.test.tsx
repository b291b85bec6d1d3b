import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PendingPairing } from '@cockpit/protocol';
import { renderConsole, wallFixture } from '../testing/render-console';
import { claimProblem } from './add-wall-dialog';

const HOSTILE = '<img src=x onerror=alert(1)>';
const PENDING: PendingPairing[] = [
  {
    code: 'ACD347',
    route: '/',
    suggestedName: 'lobby-left',
    suggestedGroup: 'hub',
    address: '10.0.0.21',
    requestedAt: Date.now() - 90_000,
    expiresAt: Date.now() + 500_000,
  },
  {
    code: 'WXY999',
    route: HOSTILE,
    address: HOSTILE,
    requestedAt: Date.now() - 10_000,
    expiresAt: Date.now() + 500_000,
  },
];
const GROUPS = [
  { group: 'hub', versions: {}, walls: 2, online: 2 },
  { group: 'xndx', versions: {}, walls: 1, online: 1 },
];
const routes = (
  claim = jest.fn((body: unknown) => ({
    body: { ...(body as object), wallId: 'wall-abc', claimedAt: Date.now(), claimedBy: 'ops', via: 'pairing' },
  })),
) => ({
  'GET /api/walls': { body: [{ ...wallFixture(), name: '大厅左屏', location: '一楼大厅东墙' }] },
  'GET /api/enrol/pairing': { body: PENDING },
  'GET /api/groups': { body: GROUPS },
  'POST /api/enrol/claims': claim,
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '添加墙面' }));
  return screen.findByRole('dialog', { name: '添加墙面' });
}

test('the list shows each wall by its name and where it hangs', async () => {
  renderConsole('/', routes());
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  expect(within(grid).getByText('大厅左屏')).toBeInTheDocument();
  expect(within(grid).getByText('一楼大厅东墙')).toBeInTheDocument();
});

test('pending codes are listed with route, address and age, and what a wall reports is shown as text', async () => {
  renderConsole('/', routes());
  const dialog = await openDialog();
  const row = await within(dialog).findByText('ACD347');
  expect(row.closest('tr')).toHaveTextContent(/ACD347\/lobby-left \/ hub10\.0\.0\.21(1|2) 分钟前/);
  expect(within(dialog).getAllByText(HOSTILE)).toHaveLength(2);
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('picking a code and naming the wall claims it in the group chosen', async () => {
  const claim = jest.fn((body: unknown) => ({
    body: { ...(body as object), wallId: 'wall-abc', claimedAt: 0, claimedBy: 'ops', via: 'pairing' },
  }));
  renderConsole('/', routes(claim));
  const dialog = await openDialog();
  fireEvent.click(await within(dialog).findByRole('button', { name: '选择配对码 ACD347' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: '大厅左屏' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '位置' }), { target: { value: '一楼大厅东墙' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
  await waitFor(() =>
    expect(claim).toHaveBeenCalledWith({ code: 'ACD347', name: '大厅左屏', group: 'hub', location: '一楼大厅东墙' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加墙面' })).not.toBeInTheDocument());
});

test('a re-paired wall chosen under 替换墙面 is claimed into its own id, with its name, place and group', async () => {
  const claim = jest.fn((body: unknown) => ({
    body: { ...(body as object), wallId: 'lobby-7', claimedAt: 0, claimedBy: 'ops', via: 'pairing' },
  }));
  const waiting = {
    ...wallFixture(),
    wallId: 'lobby-7',
    name: '大厅右屏',
    location: '一楼大厅西墙',
    group: 'xndx',
    rePairing: true,
  };
  renderConsole('/', {
    ...routes(claim),
    'GET /api/walls': { body: [{ ...wallFixture(), name: '大厅左屏' }, waiting] },
  });
  const dialog = await openDialog();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '替换墙面' }));
  fireEvent.click(await screen.findByRole('option', { name: /大厅右屏（lobby-7，等待重新配对）/ }));
  fireEvent.click(await within(dialog).findByRole('button', { name: '选择配对码 ACD347' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
  await waitFor(() =>
    expect(claim).toHaveBeenCalledWith({
      code: 'ACD347',
      name: '大厅右屏',
      group: 'xndx',
      location: '一楼大厅西墙',
      wallId: 'lobby-7',
    }),
  );
}, 90_000);

test('a code the service refuses says why, as text, and the dialog stays open', async () => {
  renderConsole('/', {
    ...routes(),
    'POST /api/enrol/claims': { status: 404, body: { error: '配对码不存在或已过期' } },
  });
  const dialog = await openDialog();
  fireEvent.change(within(dialog).getByRole('textbox', { name: '配对码' }), { target: { value: 'acd347' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: '大厅左屏' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  fireEvent.click(await screen.findByRole('option', { name: /xndx/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
  expect(await within(dialog).findByText('添加失败：配对码不存在或已过期')).toBeInTheDocument();
});

test('a code that cannot be one, a missing name or group is refused before anything is sent', () => {
  const form = { code: 'ACD347', name: '大厅左屏', location: '', notes: '', group: 'hub' };
  expect(claimProblem(form)).toBeNull();
  expect(claimProblem({ ...form, code: 'ACD0O1' })).toMatch(/6 位/);
  expect(claimProblem({ ...form, name: ' ' })).toMatch(/名称/);
  expect(claimProblem({ ...form, group: '' })).toBe('请选择分组');
});
