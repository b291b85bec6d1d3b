import { getSlotBoard } from '@cockpit/shared-sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { updateWallStatus } from '../fleet/wall-status';
import { SHARED_KEYS_RETIRED } from '../fleet/wall-session';
import { OpsOverlay } from './ops-overlay';
import { slotReport } from './slot-report';

const token = Symbol('talent-schools');

beforeEach(() => {
  getSlotBoard().update(token, {
    slotId: 'talent-schools',
    title: '高校分布',
    showing: 'talent/determine',
    skipped: [{ panelId: 'talent/schools', title: '高校分布', state: 'error', reason: '网络连接失败' }],
    panels: [
      {
        panelId: 'talent/schools',
        title: '高校分布',
        state: 'error',
        reason: '网络连接失败',
        error: '网络连接失败',
        dataUpdatedAt: 0,
        build: '1.0.0',
        lastError: '网络连接失败',
        lastErrorAt: Date.now() - 5000,
      },
      {
        panelId: 'talent/determine',
        title: '人才认定',
        state: 'stale',
        reason: '数据超过 30 秒未更新（请求仍未返回）',
        dataUpdatedAt: Date.now() - 42_000,
        build: 'http://127.0.0.1:3012/1.1.0/mf-manifest.json',
      },
    ],
  });
});
afterEach(() => {
  getSlotBoard().remove(token);
  window.history.replaceState(null, '', '/');
});

test('the report lists each slot, the panel shown, the panels skipped and why, ages and builds', () => {
  const now = Date.now();
  const [slot] = slotReport(now);
  expect(slot).toMatchObject({
    slot: 'talent-schools',
    showing: 'talent/determine',
    skipped: [{ panel: 'talent/schools', state: 'error', reason: '网络连接失败' }],
  });
  expect(slot.panels[0]).toMatchObject({
    panel: 'talent/schools',
    showing: false,
    skipped: 'error：网络连接失败',
    ageMs: undefined,
    lastError: '网络连接失败',
    build: '1.0.0',
  });
  expect(slot.panels[1]).toMatchObject({
    panel: 'talent/determine',
    showing: true,
    state: 'stale',
    skipped: undefined,
    build: 'http://127.0.0.1:3012/1.1.0/mf-manifest.json',
  });
  expect(slot.panels[1].ageMs).toBeGreaterThanOrEqual(42_000);
});

test('is never shown by default', () => {
  render(<OpsOverlay />);
  expect(screen.queryByRole('dialog', { name: '运维诊断' })).not.toBeInTheDocument();
});

test('opens with ?ops=1 and shows every panel of every slot in Chinese', () => {
  window.history.replaceState(null, '', '/?ops=1');
  render(<OpsOverlay />);
  const overlay = screen.getByRole('dialog', { name: '运维诊断' });
  expect(overlay).toHaveTextContent('1 个槽位');
  expect(overlay).toHaveTextContent('轮播跳过 1 个');
  expect(overlay.querySelector('[data-ops-panel="talent/schools"]')).toHaveTextContent('出错轮播跳过');
  expect(overlay.querySelector('[data-ops-panel="talent/determine"]')).toHaveTextContent(
    /▶ 人才认定.*数据未更新4\d 秒前.*1\.1\.0$/,
  );
  expect(overlay.querySelector('[data-ops-panel="talent/schools"]')).toHaveTextContent(/^高校分布talent-schools/);
});

test('Ctrl+Alt+O opens and closes it', () => {
  render(<OpsOverlay />);
  act(() => void fireEvent.keyDown(window, { key: 'o', ctrlKey: true, altKey: true }));
  expect(screen.getByRole('dialog', { name: '运维诊断' })).toBeInTheDocument();
  act(() => void fireEvent.keyDown(window, { key: 'O', ctrlKey: true, altKey: true }));
  expect(screen.queryByRole('dialog', { name: '运维诊断' })).not.toBeInTheDocument();
});

const wallLine = () => screen.getByText((_, element) => element?.hasAttribute('data-ops-wall') ?? false);

test('names the wall, its group and how its last beat went', () => {
  window.history.replaceState(null, '', '/?ops=1');
  updateWallStatus({
    id: 'wall-lobby',
    name: '大厅左屏',
    group: 'hub',
    pairing: undefined,
    notices: [],
    lastBeatError: 'HTTP 503',
  });
  render(<OpsOverlay />);
  expect(wallLine().textContent).toBe('大屏 大厅左屏（wall-lobby） · 分组 hub · 心跳失败：HTTP 503');
});

test('a wall not yet claimed shows its code, and says in Chinese that shared wall keys are retired', () => {
  window.history.replaceState(null, '', '/?ops=1');
  updateWallStatus({
    id: undefined,
    name: undefined,
    group: undefined,
    pairing: { code: 'ACD347', fleetName: '车队', expiresAt: 0 },
    notices: [SHARED_KEYS_RETIRED],
    lastBeatError: undefined,
  });
  render(<OpsOverlay />);
  expect(wallLine().textContent).toBe(`未添加到车队 · 配对码 ACD347 · 未发送心跳${SHARED_KEYS_RETIRED}`);
  expect(SHARED_KEYS_RETIRED).toMatch(/fleetKeys.*已停用.*添加墙面/);
});
