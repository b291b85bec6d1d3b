import { defineWidget } from '../../components/define-widget';
import { shapeNumber } from '../../components/shapes';
import { NumberView } from './number-view';

/** 数字卡片: one figure from a source, counting up, with its unit and trend. */
export default defineWidget({
  kind: 'number',
  minSize: { width: 200, height: 120 },
  shape: shapeNumber,
  View: NumberView,
  isEmpty: () => false,
});
