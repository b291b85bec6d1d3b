import type { ProcessMemory } from '@cockpit/protocol';
import type { Database } from '../../core/db/adapter';
import { beat } from '../../testing/harness';
import { HealthBook } from './health-book';
import { MEMORY_FRESH_MS } from './health-samples';
import { Fleet } from '../walls';

const NOW = Date.UTC(2026, 11, 8, 9, 0, 0);
const memory: ProcessMemory = { browser: 120e6, renderer: 310e6, gpu: 140e6, other: 30e6 };

/** The rows each sample writes, read back from the statement's parameter (one JSON array a sample). */
function recordingBook() {
  const written: { wall_id: string; renderer_bytes: number | null }[][] = [];
  const db = {
    query: async (_sql: string, params: unknown[] = []) => {
      written.push(JSON.parse(String(params[0])) as (typeof written)[number]);
      return { rows: [] };
    },
  } as unknown as Database;
  const fleet = new Fleet(() => true);
  return { book: new HealthBook(db, fleet, { sampleMs: 200, keepMs: 60_000 }), fleet, written };
}

test("a player's reading sent before its wall's first beat is sampled once the wall beats", async () => {
  const { book, fleet, written } = recordingBook();
  book.recordMemory('w1', memory, NOW);
  await book.sample(NOW + 200);
  expect(written).toEqual([]);
  fleet.recordBeat('w1', 'hub', beat('hub'), NOW + 300);
  await book.sample(NOW + 400);
  expect(written.flat()).toEqual([expect.objectContaining({ wall_id: 'w1', renderer_bytes: 310e6 })]);
});

test('a reading too old to sample is dropped, so readings of walls that are gone do not pile up', async () => {
  const { book } = recordingBook();
  book.recordMemory('gone', memory, NOW);
  await book.sample(NOW + MEMORY_FRESH_MS);
  expect(book.memory.has('gone')).toBe(true);
  await book.sample(NOW + MEMORY_FRESH_MS + 1);
  expect(book.memory.has('gone')).toBe(false);
});
