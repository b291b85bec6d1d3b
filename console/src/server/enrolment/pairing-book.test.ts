import { PAIRING_CODE_ALPHABET, PAIRING_CODE_PATTERN } from '../../protocol';
import { PAIRING_TTL_MS, PairingBook, randomCode } from './pairing-book';

const MAX_PENDING = 1000;
const MAX_PENDING_PER_ADDRESS = 5;
const CAPS = { total: MAX_PENDING, perAddress: MAX_PENDING_PER_ADDRESS };

const credential = { wallId: 'w-1', secret: 'cwc_x', group: 'hub', name: '大厅左屏' };
const issue = (book: PairingBook, address = '10.0.0.1', now = 0) => {
  const issued = book.issue({ route: '/' }, address, now);
  if (!issued.ok) throw new Error(issued.reason);
  return issued;
};

test('codes use only the alphabet without look-alikes, six characters', () => {
  for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(new RegExp(PAIRING_CODE_PATTERN));
  expect(PAIRING_CODE_ALPHABET).not.toMatch(/[0O1IL2Z5S6G8BQ]/);
});

test('a code expires after ten minutes: its poll is unknown and it is no longer listed or claimable', () => {
  const book = new PairingBook(CAPS);
  const { code, pairingSecret } = issue(book);
  expect(book.poll(pairingSecret, PAIRING_TTL_MS - 1)).toMatchObject({ status: 'pending', code });
  expect(book.poll(pairingSecret, PAIRING_TTL_MS)).toBeUndefined();
  expect(book.pending(PAIRING_TTL_MS)).toEqual([]);
  expect(book.reserve(code, PAIRING_TTL_MS)).toBeUndefined();
});

test('the credential goes only to the holder of the pairing secret, once', () => {
  const book = new PairingBook(CAPS);
  const { code, pairingSecret } = issue(book);
  expect(book.reserve(code, 1)).toMatchObject({ code });
  book.deliver(code, credential, 2);
  expect(book.poll(code, 3)).toBeUndefined();
  expect(book.poll(pairingSecret, 3)).toEqual({ status: 'claimed', credential });
  expect(book.poll(pairingSecret, 4)).toBeUndefined();
  expect(book.size).toBe(0);
});

test('a code being claimed cannot be claimed twice, and a failed claim frees it', () => {
  const book = new PairingBook(CAPS);
  const { code } = issue(book);
  expect(book.reserve(code, 1)).toBeDefined();
  expect(book.reserve(code, 1)).toBeUndefined();
  expect(book.pending(1)).toEqual([]);
  book.release(code);
  expect(book.reserve(code, 1)).toBeDefined();
});

test('pending codes are capped per address and in all', () => {
  const book = new PairingBook(CAPS);
  for (let i = 0; i < MAX_PENDING_PER_ADDRESS; i += 1) issue(book, '10.0.0.1');
  expect(book.issue({ route: '/' }, '10.0.0.1', 0)).toEqual({ ok: false, reason: 'address-full' });
  for (let i = book.size; i < MAX_PENDING; i += 1) issue(book, `10.1.${Math.floor(i / 200)}.${i % 200}`);
  expect(book.issue({ route: '/' }, '10.9.9.9', 0)).toEqual({ ok: false, reason: 'full' });
  expect(book.size).toBe(MAX_PENDING);
  // Expired codes make room again.
  expect(book.issue({ route: '/' }, '10.9.9.9', PAIRING_TTL_MS).ok).toBe(true);
});

test('what the wall suggests is listed for the operator, with the address it asked from', () => {
  const book = new PairingBook(CAPS);
  const issued = book.issue({ route: '/xndx', suggestedName: 'lab-1', suggestedGroup: 'xndx' }, '10.0.0.7', 5);
  expect(book.pending(6)).toEqual([{ code: issued.ok && issued.code, route: '/xndx', suggestedName: 'lab-1', suggestedGroup: 'xndx', address: '10.0.0.7', requestedAt: 5, expiresAt: 5 + PAIRING_TTL_MS }]);
});
