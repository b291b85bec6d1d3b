import { scheduleSchema } from '../layouts/layout-schema';

const layout = {
  width: 1920,
  height: 980,
  slots: [{ id: 'a', x: 0, y: 0, w: 100, h: 100, panels: ['teams/running'] }],
};
const base = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };
const issue = (schedule: unknown) => {
  const parsed = scheduleSchema.safeParse(schedule);
  return parsed.success ? undefined : { path: parsed.error.issues[0].path, message: parsed.error.issues[0].message };
};

describe('scheduleSchema', () => {
  it('takes dayparts and off windows that do not overlap, one crossing midnight', () => {
    expect(
      issue({
        ...base,
        dayparts: [{ name: '夜间', days: [1, 2], from: '18:00', to: '23:00', pages: { hub: layout } }],
        screenOff: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '23:00', to: '07:00' }],
      }),
    ).toBeUndefined();
  });

  it('refuses two off windows that share a minute, naming both', () => {
    expect(
      issue({
        ...base,
        screenOff: [
          { days: [1], from: '22:00', to: '02:00' },
          { days: [2], from: '01:00', to: '03:00' },
        ],
      }),
    ).toEqual({
      path: ['screenOff', 1],
      message: '关屏时段「周一 22:00–02:00」与「周二 01:00–03:00」重叠',
    });
  });

  it('refuses overlapping dayparts across the week edge (Sunday night into Monday)', () => {
    const parts = [
      { name: '周末夜', days: [7], from: '20:00', to: '08:00', pages: { hub: layout } },
      { name: '早间', days: [1], from: '07:00', to: '09:00', pages: { hub: layout } },
    ];
    expect(issue({ ...base, dayparts: parts })?.path).toEqual(['dayparts', 1]);
  });

  it('lets windows that only touch stand side by side', () => {
    expect(
      issue({
        ...base,
        screenOff: [
          { days: [1], from: '00:00', to: '06:00' },
          { days: [1], from: '06:00', to: '07:00' },
        ],
      }),
    ).toBeUndefined();
  });

  it('refuses an unknown time zone, a bad time, a window of no length, a repeated name', () => {
    expect(issue({ ...base, timezone: 'Mars/Olympus' })).toEqual({
      path: ['timezone'],
      message: '不是已知的时区（如 Asia/Shanghai）',
    });
    expect(issue({ ...base, screenOff: [{ days: [1], from: '24:00', to: '06:00' }] })?.path).toEqual([
      'screenOff',
      0,
      'from',
    ]);
    expect(issue({ ...base, screenOff: [{ days: [1], from: '06:00', to: '06:00' }] })).toEqual({
      path: ['screenOff', 0, 'to'],
      message: '开始和结束时间不能相同',
    });
    const part = { days: [1], from: '08:00', to: '09:00', pages: { hub: layout } };
    expect(
      issue({
        ...base,
        dayparts: [
          { ...part, name: '早' },
          { ...part, days: [2], name: '早' },
        ],
      }),
    ).toEqual({ path: ['dayparts', 1, 'name'], message: '时段名称 早 重复' });
  });

  it('refuses a daypart without a page, and a day outside 1–7', () => {
    expect(
      issue({ ...base, dayparts: [{ name: '空', days: [1], from: '08:00', to: '09:00', pages: {} }] })?.path,
    ).toEqual(['dayparts', 0, 'pages']);
    expect(issue({ ...base, screenOff: [{ days: [0], from: '08:00', to: '09:00' }] })?.path).toEqual([
      'screenOff',
      0,
      'days',
      0,
    ]);
  });
});
