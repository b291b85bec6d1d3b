import type { EnrolledWall } from '../enrolled-walls';
import { describeWallChange } from '../wall-change';
import { tokenRefusal } from './provisioning-rule';
import { chooseWallId } from './wall-id';

test('a free suggestion becomes the wall id; a taken one never does', async () => {
  const taken = new Set(['lobby-1']);
  const isTaken = async (id: string) => taken.has(id);
  expect(await chooseWallId('lobby-2', isTaken)).toBe('lobby-2');
  const other = await chooseWallId('lobby-1', isTaken);
  expect(other).not.toBe('lobby-1');
  expect(other).toMatch(/^wall-[a-z2-9]{8}$/);
  expect(await chooseWallId(undefined, isTaken)).toMatch(/^wall-/);
});

test('a provisioning token is refused when revoked, expired or used up, in that order', () => {
  const token = { expiresAt: 100, maxUses: 2, uses: 1 };
  expect(tokenRefusal(token, 99)).toBeUndefined();
  expect(tokenRefusal({ ...token, uses: 2 }, 99)).toBe('used-up');
  expect(tokenRefusal(token, 100)).toBe('expired');
  expect(tokenRefusal({ ...token, revokedAt: 5 }, 99)).toBe('revoked');
});

const wall: EnrolledWall = {
  wallId: 'w',
  name: '大厅左屏',
  group: 'hub',
  claimedAt: 0,
  claimedBy: 'ops',
  via: 'pairing',
  updatedAt: 0,
  live: true,
};

test('an edit is audited as a move with the groups from and to, and an update naming each changed field', () => {
  expect(describeWallChange(wall, { ...wall, group: 'xndx', location: '二楼', name: '大厅右屏' })).toEqual([
    { action: 'wall.move', detail: '分组 hub → xndx' },
    { action: 'wall.update', detail: '名称 「大厅左屏」 → 「大厅右屏」；位置 （空） → 「二楼」' },
  ]);
  expect(describeWallChange(wall, { ...wall })).toEqual([]);
});
