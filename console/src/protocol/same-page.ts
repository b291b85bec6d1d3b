import type { PageLayout } from './releases';

/** JSON with every object's keys sorted: the service's database (jsonb) hands a layout back with its keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Whether two pages are the same layout, whatever the order of their keys (a page that is absent matches none). */
export function samePage(a: PageLayout | undefined, b: PageLayout | undefined): boolean {
  return a !== undefined && b !== undefined && canonical(a) === canonical(b);
}
