import { defineWidget } from '../../components/define-widget';
import { shapeSeries } from '../../components/shapes';
import { ChartView } from './chart-view';

/** 折线/柱状图: series from the mapping, as lines or bars. */
export default defineWidget({
  kind: 'chart',
  minSize: { width: 320, height: 200 },
  shape: shapeSeries,
  View: ChartView,
  isEmpty: (value) => value.x.length === 0 || value.series.length === 0,
});
