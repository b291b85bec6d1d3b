import { setMotionProfile, setSourceReader } from '@cockpit/shared-sdk';
import text from '.';
import { reading, renderWidget } from '../../testing/render-widget';

afterEach(() => {
  setSourceReader(undefined);
  setMotionProfile('standard');
});

test('lines of text, one paragraph each', async () => {
  const { frame, settle } = renderWidget(text, { kind: 'text', source: 1, mapping: 'm' }, [
    reading(['第一条', '第二条']),
  ]);
  await settle();
  expect([...frame().querySelectorAll('p')].map((p) => p.textContent)).toEqual(['第一条', '第二条']);
});

test('a marquee joins the lines and holds still on the light profile', async () => {
  setMotionProfile('light');
  const { frame, settle } = renderWidget(
    text,
    { kind: 'text', source: 1, mapping: 'm', options: { variant: 'marquee' } },
    [reading(['甲', '乙'])],
  );
  await settle();
  const line = frame().querySelector('[data-widget="marquee"] span') as HTMLElement;
  expect(line.textContent).toBe('甲　　乙');
  expect(line.dataset.moving).toBeUndefined();
});
