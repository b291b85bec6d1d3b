import type { Page } from '@playwright/test';

/** Text that becomes an element (and, without the CSP, runs) if a panel renders it as HTML. */
export const PROBE = '<img src=x onerror=alert(1)>';

/** Markup a visitor must never read on the wall: `<` followed by a tag name (or a closing / comment / doctype). */
export const MARKUP = /<\s*[/!]?[a-z]/i;

/** A text field of an API reply that a panel shows, and the panel that shows it. */
interface TextField {
  /** The endpoint's URL. */
  url: RegExp;
  /** The rows of the reply's `data`. */
  rows: (data: any) => Record<string, unknown>[];
  field: string;
  panel: string;
}

/** Per page, text fields of the replies its panels show from the first rows on. */
export const TEXT_FIELDS: Record<'/' | '/xndx', TextField[]> = {
  '/': [
    { url: /\/cockpit\/notice\/page\?/, rows: (data) => data.rows, field: 'title', panel: 'notices/notices' },
    { url: /\/cockpit\/jsc\/introduce\/index/, rows: (data) => [data], field: 'content', panel: 'services/introduce' },
    { url: /\/cockpit\/jsc\/invest\/list/, rows: (data) => data, field: 'projectName', panel: 'chain/investment' },
    { url: /\/cockpit\/zyjg\/team\/page\?/, rows: (data) => data.rows, field: 'teamName', panel: 'teams/institutions' },
    { url: /\/cockpit\/chanceList\?/, rows: (data) => data.rows, field: 'title', panel: 'industry/chances' },
  ],
  '/xndx': [{ url: /\/cockpit\/transfer\/list/, rows: (data) => data, field: 'title', panel: 'devices/transfers' }],
};

/**
 * Rewrites the real API replies of `fields` so each row's text starts with {@link PROBE}: the test
 * brings its own hostile text (the reference data holds none).
 */
export async function injectProbe(page: Page, fields: readonly TextField[]): Promise<void> {
  for (const { url, rows, field } of fields) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const row of rows(body.data)) row[field] = `${PROBE} ${String(row[field])}`;
      await route.fulfill({ response, json: body });
    });
  }
}

/** Every string inside a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * Collects, as `url: text`, every string of every JSON reply from `apiOrigin` the page receives
 * from now on: what its panels show, including the rows a ticker or pager has not reached yet.
 */
export function collectReplyTexts(page: Page, apiOrigin: string): string[] {
  const texts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(apiOrigin) || !response.headers()['content-type']?.includes('json')) return;
    const body: unknown = await response.json().catch(() => undefined);
    texts.push(...stringsOf(body).map((text) => `${new URL(response.url()).pathname}: ${text}`));
  });
  return texts;
}

/** The text of every panel frame, shown or kept for a later rotation, keyed by panel id. */
export function panelTexts(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-panel], [data-kept-panel]')
    .evaluateAll((frames) =>
      Object.fromEntries(
        frames.map((frame) => [
          frame.getAttribute('data-panel') ?? frame.getAttribute('data-kept-panel'),
          frame.textContent ?? '',
        ]),
      ),
    );
}
