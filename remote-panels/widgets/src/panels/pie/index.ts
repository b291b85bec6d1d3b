import { defineWidget } from '../../components/define-widget';
import { shapeItems } from '../../components/shapes';
import { PieView } from './pie-view';

/** 饼图/环图: shares of the mapped items. */
export default defineWidget({
  kind: 'pie',
  minSize: { width: 300, height: 200 },
  shape: shapeItems,
  View: PieView,
  isEmpty: (value) => value.length === 0 || value.every((i) => i.value === 0),
});
