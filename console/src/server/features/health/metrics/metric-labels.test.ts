import { capByCount, FirstSeenLabels, OTHER_LABEL } from './metric-labels';

test('within the cap every value keeps its name', () => {
  const label = capByCount(['a', 'b', 'a'], 2);
  expect([label('a'), label('b')]).toEqual(['a', 'b']);
});

test('past the cap the most frequent values keep their names and the rest are other', () => {
  const label = capByCount(['rare-1', 'common', 'common', 'rare-2', 'often', 'often'], 2);
  expect([label('common'), label('often'), label('rare-1'), label('rare-2')]).toEqual([
    'common',
    'often',
    OTHER_LABEL,
    OTHER_LABEL,
  ]);
});

test('a counter keeps the first values it saw and counts later new ones as other', () => {
  const labels = new FirstSeenLabels(2);
  expect(['g1', 'g2', 'g3', 'g1', 'g4'].map((g) => labels.label(g))).toEqual([
    'g1',
    'g2',
    OTHER_LABEL,
    'g1',
    OTHER_LABEL,
  ]);
});
