import { join } from 'node:path';
import { openCockpitDb } from '.';
import { ENDPOINTS, getJson, serverOn, tempDir } from '../testing';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** Markup a visitor must never read on the wall: `<` followed by a tag name (or a closing / comment / doctype). */
const MARKUP = /<\s*[/!]?[a-z]/i;
/** Words that only a test fixture writes. */
const TEST_WORDS = /onerror|javascript:|alert\(|安全测试|测试通知|test/i;

/** Every text value of every table, as `table.column: value`. */
function allTexts(path: string) {
  return openCockpitDb(path, '2027-01-02').then(({ db }) => {
    const tables = db.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).map((t) => t.name);
    const texts = tables.flatMap((table) =>
      db.all(`SELECT * FROM ${table}`).flatMap((row) =>
        Object.entries(row)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([column, value]) => `${table}.${column}: ${value}`),
      ),
    );
    db.sql.close();
    return texts;
  });
}

/** Every string inside a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

describe('the reference data is data a visitor could see', () => {
  it('holds no markup and no test payload in any text column', async () => {
    const texts = await allTexts(join(tmp.dir, 'text.sqlite'));
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => MARKUP.test(text) || TEST_WORDS.test(text))).toEqual([]);
  });

  it('replies with no markup on any endpoint the panels read', async () => {
    const server = await serverOn(join(tmp.dir, 'replies.sqlite'), '2027-01-02');
    try {
      const replies = await Promise.all(
        ENDPOINTS.map(async (url) =>
          stringsOf((await getJson(server, url)).body.data).map((text) => `${url}: ${text}`),
        ),
      );
      expect(replies.flat().filter((text) => MARKUP.test(text) || TEST_WORDS.test(text))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
