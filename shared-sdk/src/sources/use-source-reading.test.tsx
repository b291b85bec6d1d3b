import { act, render, screen } from '@testing-library/react';
import { useSourceReading } from './use-source-reading';
import type { SourceReading } from '@cockpit/protocol';
import { pushSourceReading, setReadingsPushed, setSourceReader } from './source-reader';

function Probe({ source = 1, mapping = 'm' }: { source?: number; mapping?: string }) {
  const r = useSourceReading(source, mapping);
  const state =
    r.data === undefined
      ? r.error
        ? 'error'
        : 'loading'
      : r.error
        ? 'stale'
        : Array.isArray(r.data) && r.data.length === 0
          ? 'empty'
          : 'data';
  return (
    <div data-testid="probe" data-state={state}>
      {JSON.stringify(r.data ?? null)}|{(r.error as Error | undefined)?.message ?? ''}
    </div>
  );
}

const reading = (value: unknown, more: Partial<SourceReading> = {}): SourceReading => ({
  value,
  intervalMs: 10_000,
  goodAt: 1,
  stale: false,
  ...more,
});
const probe = () => screen.getByTestId('probe');
const settle = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setSourceReader(undefined);
  setReadingsPushed(false);
  jest.useRealTimers();
});

test('walks loading → error → empty → data, reading again half an interval after each answer', async () => {
  const answers: (SourceReading | Error)[] = [
    new Error('HTTP 502'),
    reading([]),
    reading([{ label: '软件', value: 3 }]),
  ];
  const reader = jest.fn(async () => {
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  setSourceReader(reader);
  render(<Probe />);
  expect(probe().dataset.state).toBe('loading');
  await settle();
  expect(probe().dataset.state).toBe('error');
  expect(probe().textContent).toContain('HTTP 502');
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  expect(probe().dataset.state).toBe('empty');
  await act(async () => {
    jest.advanceTimersByTime(4_999);
  });
  expect(reader).toHaveBeenCalledTimes(2);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  await settle();
  expect(probe().dataset.state).toBe('data');
  expect(probe().textContent).toContain('软件');
});

test('keeps the last good value, marked stale, when the server says so or the read fails', async () => {
  const answers: (SourceReading | Error)[] = [
    reading(42),
    reading(42, { stale: true, reason: '上游无法连接' }),
    new Error('无法连接'),
  ];
  setSourceReader(async () => {
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  render(<Probe />);
  await settle();
  expect(probe().textContent).toBe('42|');
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  expect(probe().dataset.state).toBe('stale');
  expect(probe().textContent).toBe('42|上游无法连接');
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  expect(probe().textContent).toBe('42|无法连接');
});

test('one read at a time: a slow answer arms no second read, and unmounting aborts it and arms nothing more', async () => {
  let signal: AbortSignal | undefined;
  const reader = jest.fn((_s: number, _m: string, s: AbortSignal) => {
    signal = s;
    return new Promise<SourceReading>(() => undefined);
  });
  setSourceReader(reader);
  const { unmount } = render(<Probe />);
  await act(async () => {
    jest.advanceTimersByTime(120_000);
  });
  expect(reader).toHaveBeenCalledTimes(1);
  unmount();
  expect(signal?.aborted).toBe(true);
  await act(async () => {
    jest.advanceTimersByTime(600_000);
  });
  expect(reader).toHaveBeenCalledTimes(1);
});

test('failures back off: the waits double instead of piling up', async () => {
  const reader = jest.fn(async () => {
    throw new Error('down');
  });
  setSourceReader(reader);
  render(<Probe />);
  await settle();
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(3);
  // after three failures in a row the wait doubles past the half interval (5 s of the assumed 10 s): 8 s
  await act(async () => {
    jest.advanceTimersByTime(7_999);
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(3);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(4);
});

test('with no reader the widget says it is not connected to the fleet service', async () => {
  render(<Probe />);
  await settle();
  expect(probe().dataset.state).toBe('error');
  expect(probe().textContent).toContain('没有接入车队服务');
});

test('unmounting between reads releases the armed timer', async () => {
  const reader = jest.fn(async () => reading(7));
  setSourceReader(reader);
  const { unmount } = render(<Probe />);
  await settle();
  expect(reader).toHaveBeenCalledTimes(1);
  unmount();
  await act(async () => {
    jest.advanceTimersByTime(600_000);
  });
  expect(reader).toHaveBeenCalledTimes(1);
});

test('where readings are pushed, a pushed one shows at once and the half-interval poll stops; a pushed name is read at once', async () => {
  const reader = jest.fn(async () => reading(1));
  setSourceReader(reader);
  setReadingsPushed(true);
  render(<Probe />);
  await settle();
  expect(probe().textContent).toBe('1|');
  act(() => pushSourceReading({ source: 1, mapping: 'm', reading: reading(2) }));
  expect(probe().textContent).toBe('2|');
  act(() => pushSourceReading({ source: 2, mapping: 'm', reading: reading(3) }));
  expect(probe().textContent).toBe('2|');
  // No read at the half interval (5 s) while pushed: only the safety read after six intervals (60 s).
  await act(async () => {
    jest.advanceTimersByTime(59_999);
  });
  expect(reader).toHaveBeenCalledTimes(1);
  reader.mockImplementation(async () => reading(4));
  await act(async () => {
    pushSourceReading({ source: 1, mapping: 'm' });
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(2);
  expect(probe().textContent).toBe('4|');
  // The stream closed: read now, then every half interval again.
  await act(async () => {
    setReadingsPushed(false);
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(3);
  await act(async () => {
    jest.advanceTimersByTime(5_000);
  });
  await settle();
  expect(reader).toHaveBeenCalledTimes(4);
});
