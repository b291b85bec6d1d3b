import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WARM_UP_AFTER_MS } from '../panel/warm-up';
import { turnAt } from './rotating-slot';
import { failing, never, ok, renderSlot, type Fetcher } from '../../test/rotating-slot-harness';
import { getSlotBoard } from './slot-board';

afterEach(() => jest.useRealTimers());

test('loads every panel of the slot when it mounts, not when its turn comes; draws only the one shown', async () => {
  // A clock that stands: on a loaded machine the real one passes the warm-up delay before the assertions.
  jest.useFakeTimers({ now: 0 });
  const fetchers = { 'talent/schools': ok('十所高校'), 'talent/determine': ok('认定 120 人') };
  renderSlot(fetchers);
  await screen.findByText('十所高校');
  await waitFor(() => expect(fetchers['talent/determine']).toHaveBeenCalledTimes(1));
  expect(document.querySelectorAll('[data-panel]')).toHaveLength(1);
  expect(screen.queryByText('认定 120 人')).not.toBeInTheDocument();
});

test('a panel not shown yet is drawn hidden once the page is idle, before its turn: the turn only shows it', async () => {
  jest.useFakeTimers({ now: 0 });
  renderSlot({ 'talent/schools': ok('十所高校'), 'talent/determine': ok('认定 120 人') }, 60_000);
  await screen.findByText('十所高校');
  expect(document.querySelector('[data-kept-panel="talent/determine"]')).toBeNull();
  await act(async () => void (await jest.advanceTimersByTimeAsync(WARM_UP_AFTER_MS + 100)));
  const kept = document.querySelector('[data-kept-panel="talent/determine"]');
  expect(kept).toHaveTextContent('认定 120 人');
  expect(document.querySelectorAll('[data-panel]')).toHaveLength(1);
  await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
  // The same element, shown: nothing was mounted at the turn.
  expect(document.querySelector('[data-panel="talent/determine"]')).toBe(kept);
});

test('a panel shown before stays mounted between its turns, invisible, and comes back without re-mounting its view', async () => {
  // Turns fall on multiples of the period since the epoch: the clock starts on one.
  jest.useFakeTimers({ now: 0 });
  const slot = renderSlot({ 'talent/schools': ok('十所高校'), 'talent/determine': ok('认定 120 人') }, 20_000);
  const first = await screen.findByText('十所高校');
  act(() => void jest.advanceTimersByTime(20_000));
  expect(slot).toHaveAttribute('data-showing', 'talent/determine');
  const kept = first.closest('section')!;
  expect(kept).toHaveAttribute('aria-hidden', 'true');
  expect(kept).toHaveStyle({ visibility: 'hidden' });
  expect(kept).not.toHaveAttribute('data-panel');
  expect(document.querySelectorAll('[data-panel]')).toHaveLength(1);
  act(() => void jest.advanceTimersByTime(20_000));
  expect(slot).toHaveAttribute('data-showing', 'talent/schools');
  expect(screen.getByText('十所高校')).toBe(first);
  expect(first.closest('section')).toHaveAttribute('data-panel', 'talent/schools');
  expect(first.closest('section')).not.toHaveStyle({ visibility: 'hidden' });
});

test('skips a panel in error while a sibling has data, with a marker naming it and why', async () => {
  const slot = renderSlot({ 'talent/schools': failing('网络连接失败'), 'talent/determine': ok('认定 120 人') });
  // The sibling's text may first be drawn hidden (the warm-up); the slot shows it once the failing panel is skipped.
  await waitFor(() => expect(slot).toHaveAttribute('data-showing', 'talent/determine'));
  expect(screen.getByText('认定 120 人')).toBeVisible();
  expect(slot).toHaveAttribute('data-skipping', 'talent/schools');
  const marker = await screen.findByText('已跳过 1');
  expect(marker).toHaveAttribute('title', expect.stringContaining('高校分布（talent/schools）：出错，网络连接失败'));
  expect(document.querySelector('[data-state="error"]')).toBeNull();
});

test('a turn shows the panel whose turn it is by the clock, going round the panels with data (one still loading is passed over)', async () => {
  // Turns fall on multiples of the period since the epoch: the clock starts on one.
  jest.useFakeTimers({ now: 0 });
  const slot = renderSlot(
    { 'talent/schools': ok('十所高校'), 'talent/determine': never(), 'talent/import-talent': ok('引进 80 人') },
    20_000,
  );
  await screen.findByText('十所高校');
  const shown: (string | undefined)[] = [];
  for (let turn = 0; turn < 3; turn += 1) {
    act(() => void jest.advanceTimersByTime(20_000));
    shown.push(slot.dataset.showing);
  }
  // The turns go round the panels with data by the clock's turn number (1, 2, 3), as on every tile: the one after the
  // skipped panel is never shown twice running.
  expect(shown).toEqual(['talent/import-talent', 'talent/schools', 'talent/import-talent']);
  expect(slot).toHaveAttribute('data-skipping', 'talent/determine');
});

test('shows the error only when no panel of the slot has data', async () => {
  const slot = renderSlot({ 'talent/schools': failing('服务器错误（500）'), 'talent/determine': failing('请求超时') });
  await waitFor(() => expect(document.querySelector('[data-panel]')).toHaveAttribute('data-state', 'error'));
  expect(slot.querySelector('[data-skip-marker]')).toBeNull();
});

test('tells the slot board each panel’s state, data time, build and last error', async () => {
  renderSlot({ 'talent/schools': failing('网络连接失败'), 'talent/determine': ok('认定 120 人') });
  await screen.findByText('已跳过 1');
  const status = getSlotBoard()
    .snapshot()
    .find((s) => s.slotId === 'talent-schools')!;
  expect(status.showing).toBe('talent/determine');
  expect(status.skipped).toEqual([
    { panelId: 'talent/schools', title: '高校分布', state: 'error', reason: '网络连接失败' },
  ]);
  expect(status.panels).toEqual([
    expect.objectContaining({
      panelId: 'talent/schools',
      state: 'error',
      build: 'talent@1.0.0+abc',
      lastError: '网络连接失败',
      lastErrorAt: expect.any(Number),
    }),
    expect.objectContaining({
      panelId: 'talent/determine',
      state: 'ready',
      build: 'talent@1.0.0+abc',
      dataUpdatedAt: expect.any(Number),
    }),
  ]);
});

test('keeps a panel’s last error for operators after it has healed', async () => {
  const fetcher: Fetcher = jest.fn().mockRejectedValueOnce(new Error('网络连接失败')).mockResolvedValue('十所高校');
  renderSlot({ 'talent/schools': fetcher });
  fireEvent.click(await screen.findByRole('button', { name: '立即重试' }));
  await screen.findByText('十所高校');
  const [panel] = getSlotBoard()
    .snapshot()
    .find((s) => s.slotId === 'talent-schools')!.panels;
  expect(panel).toMatchObject({ state: 'ready', lastError: '网络连接失败', lastErrorAt: expect.any(Number) });
  expect(panel.error).toBeUndefined();
});

test("the panel whose turn it is comes from the epoch, never the slot's own start (every tile agrees)", () => {
  expect([0, 20_000, 40_000, 60_000].map((t) => turnAt(t, 20_000, 3))).toEqual([0, 1, 2, 0]);
  expect(turnAt(39_992, 20_000, 3)).toBe(2);
  expect(turnAt(1_764_300_000_000 + 20_006, 20_000, 2)).toBe(turnAt(1_764_300_000_000 + 19_995, 20_000, 2));
});
