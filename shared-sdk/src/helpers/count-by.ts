import type { NameValue } from '../api/common';

/**
 * Counts records by a chosen field into name/value pairs for charts (seed §3).
 * Pairs come in order of first appearance; empty or missing values count as 其他.
 */
export function countBy<T>(records: readonly T[], field: keyof T): NameValue[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const raw = record[field];
    const name = raw === undefined || raw === null || raw === '' ? '其他' : String(raw);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, value]) => ({ name, value }));
}
