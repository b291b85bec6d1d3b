import { defineWidget } from '../../components/define-widget';
import { shapeItems } from '../../components/shapes';
import { RankingView } from './ranking-view';

/** 排行条: the mapped items, largest first, as bars. */
export default defineWidget({
  kind: 'ranking',
  minSize: { width: 300, height: 180 },
  shape: shapeItems,
  View: RankingView,
  isEmpty: (value) => value.length === 0,
});
