import { init, use } from 'echarts/core';
import { BarChart, GaugeChart, GraphChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only the chart types and components the panels use: each one registered here ships to every wall.
use([
  BarChart,
  GaugeChart,
  GraphChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { init };
