import { entryHash, GENESIS_HASH, walkChain, chainEndProblem, type ChainedEntry } from './audit-chain';

function chain(n: number): ChainedEntry[] {
  const entries: ChainedEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const e = {
      id: seq * 2,
      seq,
      at: 1_700_000_000_000 + seq,
      actor: '张三',
      action: 'user.create',
      target: `u${seq}`,
      detail: seq % 2 ? null : '角色 viewer',
      ip: '::1',
      prevHash,
    };
    const hash = entryHash(e);
    entries.push({ ...e, hash });
    prevHash = hash;
  }
  return entries;
}
const walk = (entries: ChainedEntry[]) => {
  const w = { lastHash: GENESIS_HASH, checked: 0 };
  return walkChain(w, entries) ?? chainEndProblem(w, { seq: 5, lastHash: chain(5)[4].hash });
};

test('a whole chain passes; the database’s serialisation is the same (an absent field is not an empty one)', () => {
  expect(walk(chain(5))).toBeNull();
  const [first] = chain(1);
  expect(entryHash({ ...first, detail: '' })).not.toBe(first.hash);
});

test('an entry changed, removed or inserted is named, the first one only', () => {
  const changed = chain(5).map((e) => (e.seq === 3 ? { ...e, target: 'someone else' } : e));
  expect(walk(changed)).toMatchObject({ kind: 'changed', seq: 3 });
  expect(walk(chain(5).filter((e) => e.seq !== 2))).toMatchObject({ kind: 'removed', seq: 3 });
  const entries = chain(5);
  const forged = { ...entries[1], id: 99, target: 'forged', prevHash: entries[1].hash };
  const inserted = [...entries.slice(0, 2), { ...forged, hash: entryHash(forged) }, ...entries.slice(2)];
  expect(walk(inserted)).toMatchObject({ kind: 'inserted', id: 99 });
  expect(walk(chain(5).slice(0, 4))).toMatchObject({ kind: 'removed', seq: 5 });
});
