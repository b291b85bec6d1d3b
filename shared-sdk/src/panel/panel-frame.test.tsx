import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PanelErrorBoundary } from './panel-error-boundary';
import { PanelFrame } from './panel-frame';
import { panelState } from './panel-state';
import type { PanelData } from './panel-types';

const base: PanelData<number[]> = {
  data: undefined,
  error: null,
  isPending: true,
  isFetching: true,
  dataUpdatedAt: 0,
  refetch: () => undefined,
};

test('the state ladder: loading → error → empty → ready, and stale when data is kept through a failure', () => {
  expect(panelState(base)).toBe('loading');
  expect(panelState({ ...base, error: new Error('x') })).toBe('error');
  expect(panelState({ ...base, data: [] })).toBe('empty');
  expect(panelState({ ...base, data: [1] })).toBe('ready');
  expect(panelState({ ...base, data: [1], error: new Error('x') })).toBe('stale');
});

test('the frame carries its panel id and state for operators and tests', () => {
  render(
    <PanelFrame panelId="teams/running-teams" title="在孵团队" state="ready">
      内容
    </PanelFrame>,
  );
  const frame = document.querySelector('[data-panel="teams/running-teams"]');
  expect(frame).toHaveAttribute('data-state', 'ready');
  expect(screen.getByRole('heading', { name: '在孵团队' })).toBeInTheDocument();
});

test('a stale frame shows how old its data is', () => {
  render(<PanelFrame panelId="a/b" title="标题" state="stale" dataUpdatedAt={Date.now() - 5 * 60_000} />);
  expect(screen.getByRole('status')).toHaveTextContent('数据未更新 · 5 分钟前');
});

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('渲染失败');
  return <div>正常</div>;
}

test('a render error costs only its panel and heals itself after a backoff', () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let setExplode: (v: boolean) => void = () => undefined;
  function Harness() {
    const [explode, set] = useState(true);
    setExplode = set;
    return (
      <>
        <div>其他面板</div>
        <PanelErrorBoundary fallback={(error) => <div role="alert">{error.message}</div>}>
          <Bomb explode={explode} />
        </PanelErrorBoundary>
      </>
    );
  }
  render(<Harness />);
  expect(screen.getByRole('alert')).toHaveTextContent('渲染失败');
  expect(screen.getByText('其他面板')).toBeInTheDocument();
  act(() => setExplode(false));
  act(() => void jest.advanceTimersByTime(10_000));
  expect(screen.getByText('正常')).toBeInTheDocument();
  jest.useRealTimers();
});

test('the retry button of an error frame calls retry', () => {
  const retry = jest.fn();
  render(
    <PanelFrame panelId="a/b" title="标题" state="stale" reason="断开" dataUpdatedAt={Date.now()} onRetry={retry} />,
  );
  fireEvent.click(screen.getByRole('status'));
  expect(retry).toHaveBeenCalled();
});

test('a kept panel between its turns is out of the page: hidden, and skipped by every frame the shown ones cost', () => {
  render(
    <PanelFrame panelId="a/b" title="标题" state="ready" hidden>
      内容
    </PanelFrame>,
  );
  const kept = document.querySelector('[data-kept-panel="a/b"]') as HTMLElement;
  expect(kept).toHaveAttribute('aria-hidden', 'true');
  // content-visibility keeps its DOM and state but takes it out of style, layout, paint and layerizing.
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const own = [...kept.classList]
    .map((name) => rules.split('\n').find((rule) => rule.startsWith(`.${name}`)) ?? '')
    .join('\n');
  expect(own).toMatch(/visibility: ?hidden/);
  expect(own).toMatch(/content-visibility: ?hidden/);
});
