/**
 * Row spans that merge consecutive rows with an equal category (default `lb`, seed §3):
 * the first row of a run gets the run's length, the others 0 (render no cell).
 */
export function rowSpans<T>(rows: readonly T[], field: keyof T = 'lb' as keyof T): number[] {
  const spans = new Array<number>(rows.length).fill(0);
  let start = 0;
  for (let i = 1; i <= rows.length; i += 1) {
    if (i === rows.length || rows[i][field] !== rows[start][field]) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}
