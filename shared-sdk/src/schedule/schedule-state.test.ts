import { scheduleStateAt, type WeekSchedule } from './schedule-state';

/** Epoch ms of a wall-clock time in UTC+8 (Asia/Shanghai keeps no daylight saving time). */
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);

const week = (parts: Partial<WeekSchedule> = {}): WeekSchedule => ({
  timezone: 'Asia/Shanghai',
  offStyle: 'black',
  dayparts: [],
  screenOff: [],
  ...parts,
});
const night = { name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '22:00', pages: { hub: 'night-layout' } };

// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
describe('scheduleStateAt', () => {
  it('is on with no daypart outside every window, and without a schedule', () => {
    expect(scheduleStateAt(week({ dayparts: [night] }), shanghai('2026-11-23T10:00:00'))).toEqual({ off: false });
    expect(scheduleStateAt(undefined, shanghai('2026-11-23T10:00:00'))).toEqual({ off: false });
  });

  it('names the daypart from its first minute up to, not including, its end', () => {
    const schedule = week({ dayparts: [night] });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T17:59:59'))).toEqual({ off: false });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T18:00:00'))).toEqual({ off: false, daypart: '夜间' });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T21:59:59'))).toEqual({ off: false, daypart: '夜间' });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T22:00:00'))).toEqual({ off: false });
  });

  it('keeps a window crossing midnight on into the next morning, and only after the days it starts on', () => {
    const schedule = week({ screenOff: [{ days: [5], from: '23:00', to: '06:00' }] });
    expect(scheduleStateAt(schedule, shanghai('2026-11-27T23:30:00'))).toEqual({ off: true, style: 'black' }); // Friday night
    expect(scheduleStateAt(schedule, shanghai('2026-11-28T05:59:00'))).toEqual({ off: true, style: 'black' }); // Saturday morning
    expect(scheduleStateAt(schedule, shanghai('2026-11-28T06:00:00'))).toEqual({ off: false });
    expect(scheduleStateAt(schedule, shanghai('2026-11-27T05:00:00'))).toEqual({ off: false }); // Friday morning: Thursday has none
  });

  it('wraps Sunday night into Monday morning (the week edge)', () => {
    const schedule = week({ offStyle: 'clock', screenOff: [{ days: [7], from: '22:00', to: '07:00' }] });
    expect(scheduleStateAt(schedule, shanghai('2026-11-29T23:59:00'))).toEqual({ off: true, style: 'clock' });
    expect(scheduleStateAt(schedule, shanghai('2026-11-30T06:59:00'))).toEqual({ off: true, style: 'clock' });
    expect(scheduleStateAt(schedule, shanghai('2026-11-30T07:00:00'))).toEqual({ off: false });
    expect(scheduleStateAt(schedule, shanghai('2026-11-29T21:59:00'))).toEqual({ off: false });
  });

  it('lets a screen-off window win over a daypart it falls into', () => {
    const schedule = week({ dayparts: [night], screenOff: [{ days: [1], from: '20:00', to: '24:00' }] });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T19:00:00'))).toEqual({ off: false, daypart: '夜间' });
    expect(scheduleStateAt(schedule, shanghai('2026-11-23T20:00:00'))).toEqual({ off: true, style: 'black' });
  });

  it('reads the time on the clocks of the group’s time zone, not the machine’s', () => {
    const moment = shanghai('2026-11-23T19:00:00'); // 11:00 UTC, 06:00 in New York (winter, UTC-5)
    expect(scheduleStateAt(week({ dayparts: [night] }), moment)).toEqual({ off: false, daypart: '夜间' });
    expect(scheduleStateAt(week({ timezone: 'UTC', dayparts: [night] }), moment)).toEqual({ off: false });
    expect(
      scheduleStateAt(
        week({ timezone: 'America/New_York', screenOff: [{ days: [1], from: '05:00', to: '07:00' }] }),
        moment,
      ),
    ).toEqual({ off: true, style: 'black' });
  });

  it('follows a daylight-saving zone across its change: 06:30 local is in a 06:00–07:00 window on both sides', () => {
    const schedule = week({ timezone: 'Europe/Berlin', screenOff: [{ days: [6, 7], from: '06:00', to: '07:00' }] });
    expect(scheduleStateAt(schedule, Date.parse('2026-03-28T05:30:00Z'))).toEqual({ off: true, style: 'black' }); // Saturday, UTC+1
    expect(scheduleStateAt(schedule, Date.parse('2026-03-29T04:30:00Z'))).toEqual({ off: true, style: 'black' }); // Sunday, UTC+2
    expect(scheduleStateAt(schedule, Date.parse('2026-03-29T05:30:00Z'))).toEqual({ off: false });
  });
});
