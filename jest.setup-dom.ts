import '@testing-library/jest-dom';
import { loadChartEngine } from './shared-sdk/src/charts/chart-engine';

// Charts load echarts on demand; loaded up front, a test's chart starts in the render that mounts it.
beforeAll(() => loadChartEngine());
