import { render } from '@testing-library/react';
import { PanelFrame } from './panel-frame';
import { SlotSeamsContext, slotSeamsOf } from './slot-seams-context';

const PAGE_SEAMS = [
  { axis: 'x' as const, from: 1920, to: 1950 },
  { axis: 'y' as const, from: 980, to: 1015 },
];

test("a slot's seams in its own px, none for a slot between seams", () => {
  expect(slotSeamsOf({ x: 1000, y: 100, w: 1500, h: 600 }, PAGE_SEAMS)).toEqual({
    size: { w: 1500, h: 600 },
    seams: [{ axis: 'x', from: 920, to: 950 }],
  });
  expect(slotSeamsOf({ x: 0, y: 0, w: 1920, h: 980 }, PAGE_SEAMS)).toBeNull();
  expect(slotSeamsOf({ x: 0, y: 0, w: 1920, h: 980 }, undefined)).toBeNull();
});

test('in a slot across a seam the whole frame, title and body, moves into the largest part beside the seam', () => {
  render(
    <SlotSeamsContext.Provider value={slotSeamsOf({ x: 1000, y: 100, w: 1500, h: 600 }, PAGE_SEAMS)}>
      <PanelFrame panelId="a/b" title="标题" state="ready">
        内容
      </PanelFrame>
    </SlotSeamsContext.Provider>,
  );
  const frame = document.querySelector<HTMLElement>('[data-panel="a/b"]')!;
  expect(frame).toHaveAttribute('data-seam-box', '0,0,920,600');
  expect(frame.style).toMatchObject({ position: 'absolute', left: '0px', top: '0px', width: '920px', height: '600px' });
});

test('without seams the frame fills its slot as before (no box of its own)', () => {
  render(
    <PanelFrame panelId="a/b" title="标题" state="ready">
      内容
    </PanelFrame>,
  );
  const frame = document.querySelector<HTMLElement>('[data-panel="a/b"]')!;
  expect(frame).not.toHaveAttribute('data-seam-box');
  expect(frame.style.position).toBe('');
});
