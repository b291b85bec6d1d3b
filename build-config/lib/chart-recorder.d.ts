/** One chart a panel drew under jest: the options it was given, its handlers, whether it was disposed. */
export interface RecordedChart {
  element: HTMLElement;
  options: Record<string, unknown>[];
  disposed: boolean;
  /** `handlers.click?.({ name, dataIndex, data, seriesType, dataType })` fires the panel's click handler. */
  handlers: Record<string, ((params: Record<string, unknown>) => void) | undefined>;
}

/** Every chart drawn since the test file started, in order (the jest preset puts this recorder in place of echarts). */
export const stubCharts: RecordedChart[];

/** Lets every chart waiting for its turn draw (each chart draws in a task of its own after the render that asked). */
export function chartsDrawn(): Promise<void>;
