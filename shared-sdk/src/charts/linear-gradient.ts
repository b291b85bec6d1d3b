/**
 * An echarts linear gradient from `from` to `to`: top to bottom (a bar's or an area's fill fading down), or left to
 * right (a horizontal bar's).
 */
export function linearGradient(from: string, to: string, direction: 'down' | 'right' = 'down') {
  const right = direction === 'right';
  return {
    type: 'linear' as const,
    x: 0,
    y: 0,
    x2: right ? 1 : 0,
    y2: right ? 0 : 1,
    colorStops: [
      { offset: 0, color: from },
      { offset: 1, color: to },
    ],
  };
}
