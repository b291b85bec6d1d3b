import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('zh-cn');

/** dayjs with the `zh-cn` locale and relative time set up (seed §1). */
export { dayjs };

/** A Chinese relative age such as "3 分钟前". */
export function ageText(since: number, now: number = Date.now()): string {
  return dayjs(since).from(dayjs(now));
}
