import { setSourceReader } from '@cockpit/shared-sdk';
import board from '.';
import { reading, renderWidget } from '../../testing/render-widget';
import { boardColumns } from './board-view';

afterEach(() => setSourceReader(undefined));

test('headers: configured first, then the data own, then 列N', () => {
  expect(boardColumns(['标题'], ['a', 'b'], 3).map((c) => c.title)).toEqual(['标题', 'b', '列3']);
});

test('rows of objects show as text in the board', async () => {
  const { frame, settle } = renderWidget(board, { kind: 'board', source: 1, mapping: 'm' }, [
    reading([{ 名称: '甲公司', 数量: 12 }]),
  ]);
  await settle();
  expect(frame().dataset.state).toBe('ready');
  expect(frame().textContent).toContain('名称');
  expect(frame().textContent).toContain('甲公司');
});
