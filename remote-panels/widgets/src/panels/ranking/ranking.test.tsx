import { setSourceReader } from '@cockpit/shared-sdk';
import ranking from '.';
import { reading, renderWidget } from '../../testing/render-widget';
import { rankingRows } from './ranking-view';

afterEach(() => setSourceReader(undefined));

test('largest first, at most maxRows, each a share of the largest', () => {
  expect(
    rankingRows(
      [
        { label: 'a', value: 1 },
        { label: 'b', value: 4 },
        { label: 'c', value: 2 },
      ],
      2,
    ),
  ).toEqual([
    { label: 'b', value: 4, share: 1 },
    { label: 'c', value: 2, share: 0.5 },
  ]);
});

test('names and values are text on screen, HTML in a name stays text', async () => {
  const { frame, settle } = renderWidget(
    ranking,
    { kind: 'ranking', source: 1, mapping: 'm', options: { unit: '人' } },
    [
      reading([
        { name: '<img src=x onerror=alert(1)>', value: 9 },
        { name: '乙', value: 3 },
      ]),
    ],
  );
  await settle();
  expect(frame().textContent).toContain('<img src=x onerror=alert(1)>');
  expect(frame().querySelector('img')).toBeNull();
  expect(frame().textContent).toContain('9人');
});
