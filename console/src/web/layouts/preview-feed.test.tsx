import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { PREVIEW_ANSWER_MS, PREVIEW_READY, useFeedFrame } from './preview-feed';

function Harness({ src }: { src: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { silent } = useFeedFrame(frame, undefined, src);
  return (
    <>
      {src && <iframe key={src} ref={frame} title="预览" />}
      <p>{silent ? '没有应答' : '等待或已应答'}</p>
    </>
  );
}

const sayReady = () => {
  const source = screen.getByTitle<HTMLIFrameElement>('预览').contentWindow!;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { source, origin: 'null', data: { type: PREVIEW_READY } }));
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('says the frame did not answer once its page has been silent for the whole wait', () => {
  render(<Harness src="http://wall.example/preview?page=hub" />);
  act(() => {
    jest.advanceTimersByTime(PREVIEW_ANSWER_MS - 1);
  });
  expect(screen.getByText('等待或已应答')).toBeTruthy();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByText('没有应答')).toBeTruthy();
});

it('stays quiet when the frame says it listens, even long after', () => {
  render(<Harness src="http://wall.example/preview?page=hub" />);
  sayReady();
  act(() => {
    jest.advanceTimersByTime(PREVIEW_ANSWER_MS * 3);
  });
  expect(screen.getByText('等待或已应答')).toBeTruthy();
});

it('ignores a ready message from any window but the frame', () => {
  render(<Harness src="http://wall.example/preview?page=hub" />);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { source: window, origin: 'null', data: { type: PREVIEW_READY } }),
    );
  });
  act(() => {
    jest.advanceTimersByTime(PREVIEW_ANSWER_MS);
  });
  expect(screen.getByText('没有应答')).toBeTruthy();
});

it('waits afresh for a new address', () => {
  const { rerender } = render(<Harness src="http://wrong.example/preview" />);
  act(() => {
    jest.advanceTimersByTime(PREVIEW_ANSWER_MS);
  });
  expect(screen.getByText('没有应答')).toBeTruthy();
  rerender(<Harness src="http://wall.example/preview" />);
  expect(screen.getByText('等待或已应答')).toBeTruthy();
  sayReady();
  act(() => {
    jest.advanceTimersByTime(PREVIEW_ANSWER_MS);
  });
  expect(screen.getByText('等待或已应答')).toBeTruthy();
});
