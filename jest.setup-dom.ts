import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadChartEngine } from './shared-sdk/src/charts/chart-engine';

// Charts load echarts on demand; loaded up front, a test's chart starts in the render that mounts it.
beforeAll(() => loadChartEngine());

// findBy/waitFor poll every 50 ms up to this ceiling: testing-library's 1 s ran out on a run at a load average of 15
// (a render with react-query took longer), while a quiet run answers in tens of ms.
configure({ asyncUtilTimeout: 5000 });
