import { defineWidget } from '../../components/define-widget';
import { shapeRows } from '../../components/shapes';
import { BoardView } from './board-view';

/** 滚动表格: the mapped rows, scrolling through. */
export default defineWidget({
  kind: 'board',
  minSize: { width: 320, height: 200 },
  shape: shapeRows,
  View: BoardView,
  isEmpty: (value) => value.rows.length === 0,
});
