import { registerMap, use } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';

// The map chart and its legend, loaded only by a page that shows a map widget (the other walls never fetch them).
use([MapChart, VisualMapContinuousComponent]);

export { registerMap };
