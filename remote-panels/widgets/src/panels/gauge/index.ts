import { defineWidget } from '../../components/define-widget';
import { shapeShare } from '../../components/shapes';
import { GaugeView } from './gauge-view';

/** 进度/仪表盘: a value against its whole, as a gauge or a progress bar. */
export default defineWidget({
  kind: 'gauge',
  minSize: { width: 200, height: 140 },
  shape: shapeShare,
  View: GaugeView,
  isEmpty: () => false,
});
