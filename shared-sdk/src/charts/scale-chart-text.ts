/** Option keys that size text and legend marks: what grows with a panel's type scale (layout sizes are in % or follow the box). */
const SCALED_KEYS = new Set(['fontSize', 'lineHeight', 'itemWidth', 'itemHeight', 'itemGap']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of an ECharts option with every numeric text size (`fontSize`, `lineHeight`) and legend mark
 * multiplied by `scale`, rounded to whole px; objects that are not plain (gradients, functions) are kept.
 * At scale 1 the option itself comes back.
 */
export function scaleChartText<T>(option: T, scale: number): T {
  if (scale === 1) return option;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isPlainObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      copy[key] = SCALED_KEYS.has(key) && typeof inner === 'number' ? Math.round(inner * scale) : walk(inner);
    }
    return copy;
  };
  return walk(option) as T;
}
