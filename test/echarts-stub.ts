/**
 * jsdom has no layout and echarts ships ESM only, so unit tests swap echarts for this recorder:
 * a test asserts the option a chart was given (what it would draw) and that it was disposed.
 */
export interface StubChart {
  element: HTMLElement;
  options: unknown[];
  disposed: boolean;
  /** Event handlers registered with `on`, so a test can fire a click. */
  handlers: Record<string, (params: unknown) => void>;
}

export const stubCharts: StubChart[] = [];

export function init(element: HTMLElement) {
  const chart: StubChart = { element, options: [], disposed: false, handlers: {} };
  stubCharts.push(chart);
  return {
    setOption: (option: unknown) => void chart.options.push(option),
    resize: () => undefined,
    on: (event: string, handler: (params: unknown) => void) => {
      chart.handlers[event] = handler;
    },
    dispose: () => {
      chart.disposed = true;
    },
  };
}

export const use = () => undefined;
const component = {};
export const BarChart = component;
export const GaugeChart = component;
export const GraphChart = component;
export const LineChart = component;
export const PieChart = component;
export const GridComponent = component;
export const LegendPlainComponent = component;
export const TooltipComponent = component;
export const SVGRenderer = component;
export const MapChart = component;
export const VisualMapContinuousComponent = component;

/** The maps registered by name (what a map series would draw). */
export const registeredMaps = new Map<string, unknown>();
export const registerMap = (name: string, geoJson: unknown) => void registeredMaps.set(name, geoJson);

/** Lets every chart waiting for its drawing turn draw (each takes a task of its own: `chart-turns.ts`). */
export async function chartsDrawn(): Promise<void> {
  // A chart's turn sets no React state: no act() around it.
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
