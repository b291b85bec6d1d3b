/** @jest-environment node */
import { join } from 'node:path';
import { charactersOf, unicodeRange, wallCharacters } from './wall-fonts';

const REPO = join(__dirname, '../..');

describe('the wall fonts', () => {
  it('writes consecutive code points as one range and lone ones alone', () => {
    expect(unicodeRange(charactersOf(['人才创新', '一丁七']))).toBe('U+4E00-4E01,U+4E03,U+4EBA,U+521B,U+624D,U+65B0');
  });

  it('keeps Latin-1 out of the CJK faces (the Latin face covers it)', () => {
    expect(charactersOf(['abc 123 é ·'])).toEqual([]);
  });

  it('puts every character of the wall title and the data into the preloaded face', () => {
    const { used, common } = wallCharacters(REPO);
    for (const char of '人才创新创业服务港数据驾驶舱西南大学分析测试中心') expect(used).toContain(char);
    expect(common.some((char) => used.includes(char))).toBe(false);
    // GB 2312's first level is 3 755 characters: together the two faces hold at least all of them.
    expect(new Set([...used, ...common]).size).toBeGreaterThanOrEqual(3755);
  });
});
