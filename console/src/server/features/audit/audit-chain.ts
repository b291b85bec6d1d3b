import { createHash } from 'node:crypto';
import type { Queryable } from '../../core/db/adapter';

/** The hash before the first entry of a chain that was never archived. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry as the chain sees it: what its hash covers, and the two hashes it carries. */
export interface ChainedEntry {
  id: number;
  seq: number;
  at: number;
  actor: string;
  action: string;
  target: string;
  detail: string | null;
  ip: string;
  prevHash: string;
  hash: string;
}

// The same serialisation as the database's audit_hash() (migration 0045): byte length, colon, text, semicolon.
const field = (v: string | null): string => (v === null ? '~;' : `${Buffer.byteLength(v)}:${v};`);

/** The SHA-256 an entry must carry, computed here, independently of the database's trigger. */
export function entryHash(e: Omit<ChainedEntry, 'id' | 'hash'>): string {
  const text = [String(e.seq), String(e.at), e.actor, e.action, e.target, e.detail, e.ip, e.prevHash]
    .map(field)
    .join('');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The first thing wrong with the chain, in words, with the entry it is found at. */
export interface ChainProblem {
  kind: 'changed' | 'removed' | 'inserted';
  seq: number;
  id?: number;
  words: string;
}

/** Where a walk stands: the last two hashes seen and the last entry. */
export interface ChainWalk {
  lastHash: string;
  beforeLastHash?: string;
  last?: ChainedEntry;
  checked: number;
}

/** Checks the next entries of a walk (in `seq` order); returns the first problem, or null and the walk moved on. */
export function walkChain(walk: ChainWalk, entries: ChainedEntry[]): ChainProblem | null {
  for (const e of entries) {
    if (e.prevHash !== walk.lastHash) {
      if (walk.last && e.prevHash === walk.beforeLastHash) {
        return {
          kind: 'inserted',
          seq: walk.last.seq,
          id: walk.last.id,
          words: `第 ${walk.last.seq} 条（id ${walk.last.id}）不在链上：它是被插入的`,
        };
      }
      return {
        kind: 'removed',
        seq: e.seq,
        id: e.id,
        words: `第 ${e.seq} 条（id ${e.id}）之前的记录被删除：它的前一哈希对不上`,
      };
    }
    if (entryHash(e) !== e.hash)
      return { kind: 'changed', seq: e.seq, id: e.id, words: `第 ${e.seq} 条（id ${e.id}）被修改：内容与它的哈希不符` };
    walk.beforeLastHash = walk.lastHash;
    walk.lastHash = e.hash;
    walk.last = e;
    walk.checked += 1;
  }
  return null;
}

/** The end of the walk against the chain's head (what the append trigger last wrote). */
export function chainEndProblem(walk: ChainWalk, head: { seq: number; lastHash: string }): ChainProblem | null {
  if (walk.lastHash === head.lastHash) return null;
  const lastSeq = walk.last?.seq ?? 0;
  if (lastSeq > head.seq)
    return {
      kind: 'inserted',
      seq: lastSeq,
      id: walk.last?.id,
      words: `第 ${lastSeq} 条（id ${walk.last?.id}）在链头之后：它是被插入的`,
    };
  return {
    kind: 'removed',
    seq: lastSeq + 1,
    words: `最后 ${head.seq - lastSeq || 1} 条记录被删除（链头是第 ${head.seq} 条）`,
  };
}

/** An entry as the table holds it. */
export type AuditRow = Omit<ChainedEntry, 'prevHash'> & { prev_hash: string };

/** Verifies the whole chain still in the database, from the last archive's hash on; pages of 2000 entries. */
export async function verifyAuditChain(
  db: Queryable,
): Promise<{ checked: number; headHash: string; problem: ChainProblem | null }> {
  const archived = (
    await db.query<{ through_seq: number; last_hash: string }>(
      'SELECT through_seq, last_hash FROM audit_archives ORDER BY through_seq DESC LIMIT 1',
    )
  ).rows[0];
  const head = (
    await db.query<{ seq: number; last_hash: string }>('SELECT seq, last_hash FROM audit_chain_head WHERE id = 1')
  ).rows[0];
  const walk: ChainWalk = { lastHash: archived?.last_hash ?? GENESIS_HASH, checked: 0 };
  let after = Number(archived?.through_seq ?? 0);
  for (;;) {
    const { rows } = await db.query<AuditRow>(
      'SELECT id, seq, at, actor, action, target, detail, ip, prev_hash, hash FROM audit WHERE seq > $1 ORDER BY seq LIMIT 2000',
      [after],
    );
    const problem = walkChain(
      walk,
      rows.map((r) => ({ ...r, id: Number(r.id), seq: Number(r.seq), at: Number(r.at), prevHash: r.prev_hash })),
    );
    if (problem) return { checked: walk.checked, headHash: head.last_hash, problem };
    if (rows.length < 2000) break;
    after = Number(rows[rows.length - 1].seq);
  }
  return {
    checked: walk.checked,
    headHash: head.last_hash,
    problem: chainEndProblem(walk, { seq: Number(head.seq), lastHash: head.last_hash }),
  };
}
