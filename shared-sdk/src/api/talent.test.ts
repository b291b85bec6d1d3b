/** @jest-environment node */
import { rowSpans } from '../helpers/row-span';
import { useReferenceServer } from '../../test/reference-server';
import {
  getSchoolList,
  getTalentCultivateList,
  getTalentCultivateSum,
  getTalentDetermine,
  getTalentImportList,
  getTalentImportSum,
} from './talent';

useReferenceServer();

/** The reference data always reaches this year; last year is wholly in it. */
const thisYear = new Date().getFullYear();

describe('talent API against the reference server', () => {
  it('parses imported and cultivated talent with lb runs that merge by row span', async () => {
    for (const [list, sum] of [
      [await getTalentImportList(), await getTalentImportSum()],
      [await getTalentCultivateList(), await getTalentCultivateSum()],
    ] as const) {
      expect(list.map((r) => r.count).reduce((a, b) => a + b, 0)).toBe(sum.total);
      const categories = sum.byCategory.map((c) => c.name);
      expect(categories).toEqual(['顶尖人才', '领军人才', '青年人才', '高技能人才', '海外人才']);
      // Equal lb rows are consecutive: one run per category.
      expect(rowSpans(list).filter((span) => span > 0)).toHaveLength(new Set(list.map((r) => r.lb)).size);
    }
  });

  it('parses the determination by year and the schools', async () => {
    const determine = await getTalentDetermine({ year: thisYear - 1 });
    expect(determine.year).toBe(thisYear - 1);
    expect(determine.monthly.map((m) => m.month)).toHaveLength(12);
    expect(determine.monthly.reduce((a, m) => a + m.importCount + m.cultivateCount, 0)).toBe(determine.total);
    expect((await getTalentDetermine()).year).toBe(thisYear);

    const schools = await getSchoolList();
    expect(schools.map((s) => s.school)).toEqual(
      expect.arrayContaining(['重庆大学', '西南大学', '重庆邮电大学', '四川美术学院']),
    );
    expect(schools[0].talentCount).toBeGreaterThanOrEqual(schools[schools.length - 1].talentCount);
  });
});
