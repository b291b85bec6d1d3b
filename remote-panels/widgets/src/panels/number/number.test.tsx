import { setSourceReader } from '@cockpit/shared-sdk';
import number from '.';
import { reading, renderWidget } from '../../testing/render-widget';

afterEach(() => setSourceReader(undefined));

test('shows the mapped number with unit and trend as text', async () => {
  const { frame, settle } = renderWidget(
    number,
    { kind: 'number', source: 1, mapping: 'm', options: { unit: '家', decimals: 1 } },
    [reading({ value: 86.25, trend: -2.5 })],
  );
  await settle();
  expect(frame().dataset.state).toBe('ready');
  expect(frame().querySelector('[data-value]')?.getAttribute('data-value')).toBe('86.3');
  expect(frame().textContent).toContain('家');
  expect(frame().querySelector('[data-trend="down"]')?.textContent).toBe('▼ 2.5%');
});
