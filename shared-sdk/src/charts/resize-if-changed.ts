/** The part of a chart instance a resize needs. */
export interface Resizable {
  getWidth(): number;
  getHeight(): number;
  resize(): void;
}

/**
 * Resizes the chart when its box's content size is no longer the one it is drawn at (zrender draws at whole px).
 * A ResizeObserver's first report is the size the chart was just drawn at: resizing then redrew the whole chart and
 * forced a layout of the page (zrender reads clientWidth and the computed style), once per chart at start.
 */
export function resizeIfChanged(chart: Resizable, box: { width: number; height: number }): boolean {
  if (Math.abs(box.width - chart.getWidth()) < 1 && Math.abs(box.height - chart.getHeight()) < 1) return false;
  chart.resize();
  return true;
}
