import { setSourceReader } from '@cockpit/shared-sdk';
import gauge from '.';
import { reading, renderWidget } from '../../testing/render-widget';
import { gaugeOption, shareOf } from './gauge-view';

afterEach(() => setSourceReader(undefined));

test('the share uses the data max, else the configured one, else 100, clamped', () => {
  expect(shareOf({ options: {}, value: { value: 42 } })).toBe(0.42);
  expect(shareOf({ options: { max: 60 }, value: { value: 42 } })).toBe(0.7);
  expect(shareOf({ options: { max: 60 }, value: { value: 90, max: 120 } })).toBe(0.75);
  expect(shareOf({ options: {}, value: { value: 300 } })).toBe(1);
});

test('the gauge detail shows value and unit; a progress bar shows it as text', async () => {
  const option = gaugeOption({ options: { unit: '%', decimals: 1 }, value: { value: 70 } }, true) as {
    series: { detail: { formatter: (v: number) => string } }[];
  };
  expect(option.series[0].detail.formatter(70)).toBe('70.0%');
  const { frame, settle } = renderWidget(
    gauge,
    { kind: 'gauge', source: 1, mapping: 'm', options: { variant: 'progress', unit: '%' } },
    [reading(42)],
  );
  await settle();
  expect(frame().textContent).toContain('42%');
});
