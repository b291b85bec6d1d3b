import { rmSync } from 'node:fs';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_PATTERN } from '@cockpit/protocol';
import type { Database } from '../../../core/db/adapter';
import { migrate } from '../../../core/db/migrate';
import { openPglite } from '../../../core/db/pglite';
import { insertWall } from '../enrolled-walls';
import { freshDataDir } from '../../../testing/data-dir';
import { PairingCodes } from './pairing-codes';
import { PAIRING_TTL_MS, randomCode } from './pairing-rules';

let db: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openPglite(dataDir);
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => db.query('DELETE FROM pairing_codes'));

const CAPS = { total: 20, perAddress: 5 };
const issue = async (book: PairingCodes, address = '10.0.0.1', now = 0) => {
  const issued = await book.issue({ route: '/' }, address, now);
  if (!issued.ok) throw new Error(issued.reason);
  return issued;
};
/** A claim as the route makes it: the code taken and bound to a new wall in one transaction. */
const claim = (book: PairingCodes, code: string, wallId: string, now: number) =>
  db.transaction(async (tx) => {
    const pending = await book.take(tx, code, now);
    if (!pending) return undefined;
    await insertWall(tx, { wallId, name: '大厅左屏', group: 'hub', claimedBy: 'test', via: 'pairing' }, now);
    await book.claimed(tx, code, wallId, now);
    return pending;
  });

test('codes use only the alphabet without look-alikes, six characters', () => {
  for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(new RegExp(PAIRING_CODE_PATTERN));
  expect(PAIRING_CODE_ALPHABET).not.toMatch(/[0O1IL2Z5S6G8BQ]/);
});

test('a code expires after ten minutes: its poll is unknown and it is no longer listed or claimable', async () => {
  const book = new PairingCodes(db, CAPS);
  const { code, pairingSecret } = await issue(book);
  expect((await book.poll(pairingSecret, PAIRING_TTL_MS - 1))?.status).toMatchObject({ status: 'pending', code });
  expect(await book.poll(pairingSecret, PAIRING_TTL_MS)).toBeUndefined();
  expect(await book.pending(PAIRING_TTL_MS)).toEqual([]);
  expect(await claim(book, code, 'late-1', PAIRING_TTL_MS)).toBeUndefined();
});

test('the credential is issued to the holder of the pairing secret, once; the code alone collects nothing; nothing secret is stored', async () => {
  const book = new PairingCodes(db, CAPS);
  const { code, pairingSecret } = await issue(book);
  expect(await claim(book, code, 'once-1', 1)).toMatchObject({ code });
  expect(await claim(book, code, 'once-2', 1)).toBeUndefined();
  expect(await book.pending(2)).toEqual([]);
  expect(await book.poll(code, 3)).toBeUndefined();
  const collected = await book.poll(pairingSecret, 3);
  expect(collected?.status).toEqual({
    status: 'claimed',
    credential: { wallId: 'once-1', secret: expect.stringMatching(/^cwc_/), group: 'hub', name: '大厅左屏' },
  });
  expect(await book.poll(pairingSecret, 4)).toBeUndefined();
  const stored =
    JSON.stringify((await db.query('SELECT * FROM pairing_codes')).rows) +
    JSON.stringify((await db.query('SELECT * FROM wall_credentials')).rows);
  expect(stored).not.toContain(pairingSecret);
  expect(stored).not.toContain((collected!.status as { credential: { secret: string } }).credential.secret);
});

test('pending codes are capped per address and in all; expired codes make room again', async () => {
  const book = new PairingCodes(db, CAPS);
  for (let i = 0; i < CAPS.perAddress; i += 1) await issue(book, '10.0.0.1');
  expect(await book.issue({ route: '/' }, '10.0.0.1', 0)).toEqual({ ok: false, reason: 'address-full' });
  for (let i = CAPS.perAddress; i < CAPS.total; i += 1) await issue(book, `10.1.0.${i}`);
  expect(await book.issue({ route: '/' }, '10.9.9.9', 0)).toEqual({ ok: false, reason: 'full' });
  expect((await book.issue({ route: '/' }, '10.9.9.9', PAIRING_TTL_MS)).ok).toBe(true);
});

test('what the wall suggests is listed for the operator, with the address it asked from', async () => {
  const book = new PairingCodes(db, CAPS);
  const issued = await book.issue({ route: '/xndx', suggestedName: 'lab-1', suggestedGroup: 'xndx' }, '10.0.0.7', 5);
  expect(await book.pending(6)).toEqual([
    {
      code: issued.ok && issued.code,
      route: '/xndx',
      suggestedName: 'lab-1',
      suggestedGroup: 'xndx',
      address: '10.0.0.7',
      requestedAt: 5,
      expiresAt: 5 + PAIRING_TTL_MS,
    },
  ]);
});
