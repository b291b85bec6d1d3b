import { countBy } from './count-by';
import { ageText } from './dayjs-setup';
import { rowSpans } from './row-span';

test('countBy counts records by a field into name/value pairs in order of first appearance', () => {
  const rows = [{ hy: '生物医药' }, { hy: '先进材料' }, { hy: '生物医药' }];
  expect(countBy(rows, 'hy')).toEqual([
    { name: '生物医药', value: 2 },
    { name: '先进材料', value: 1 },
  ]);
});

test('countBy counts missing values as 其他', () => {
  expect(countBy([{ hy: '' }, { hy: undefined }, { hy: null }] as { hy: string | null | undefined }[], 'hy')).toEqual([
    { name: '其他', value: 3 },
  ]);
});

test('rowSpans merges consecutive rows with equal lb', () => {
  const rows = [{ lb: '顶尖人才' }, { lb: '顶尖人才' }, { lb: '领军人才' }, { lb: '顶尖人才' }];
  expect(rowSpans(rows)).toEqual([2, 0, 1, 1]);
});

test('rowSpans of no rows is empty', () => {
  expect(rowSpans([] as { lb: string }[])).toEqual([]);
});

test('dates read in Chinese (zh-cn)', () => {
  expect(ageText(0, 3 * 60 * 1000)).toBe('3 分钟前');
});
