/** @jest-environment node */
import * as api from '.';
import { getDictData, toDictOptions } from './dict';
import { getHubIndex } from './hub';
import { useReferenceServer } from '../../test/reference-server';

useReferenceServer();

describe('hub index and dictionaries against the reference server', () => {
  it('parses the headline figures, of the current calendar year by default', async () => {
    expect(await getHubIndex()).toEqual(await getHubIndex({ year: new Date().getFullYear() }));
    const thisYear = new Date().getFullYear();
    const figures = await getHubIndex({ year: thisYear });
    expect(figures.map((f) => f.key)).toEqual([
      'teams',
      'talentImport',
      'talentCultivate',
      'enterprises',
      'investment',
      'handled',
      'transfer',
      'satisfaction',
    ]);
    expect(figures.find((f) => f.key === 'teams')).toMatchObject({ name: '入驻团队', unit: '个' });
    expect(figures.every((f) => f.value > 0)).toBe(true);
    // Two years back lies partly before the history (which begins 22 months before the data was made).
    const older = await getHubIndex({ year: thisYear - 2 });
    expect(older[0].value).toBeLessThan(figures[0].value);
  });

  it('rejects an out-of-range year with the server message', async () => {
    await expect(getHubIndex({ year: 1999 })).rejects.toMatchObject({
      response: { status: 400, data: { code: 400, msg: '查询参数「year」不能小于 2000' } },
    });
  });

  it.each([
    'team_industry',
    'device_status',
    'device_category',
    'talent_category',
    'notice_type',
    'service_type',
    'chance_type',
  ])('parses the %s dictionary', async (type) => {
    const options = toDictOptions(await getDictData(type));
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(options[0]).toEqual({ label: expect.stringMatching(/\p{Script=Han}/u), key: '1' });
  });

  it('gives an unknown dictionary an empty list', async () => {
    expect(await getDictData('no_such_type')).toEqual([]);
  });

  it('re-exports every family from the barrel', () => {
    const functions = Object.keys(api).filter(
      (name) => /^get[A-Z]/.test(name) && typeof api[name as keyof typeof api] === 'function',
    );
    expect(functions.length).toBeGreaterThanOrEqual(38);
  });
});
