import {
  CHART_PALETTE,
  dayjs,
  getNoticePage,
  usePanelQuery,
  type Notice,
  type PanelDataContext,
} from '@cockpit/shared-sdk';

/** How many of the newest notices the ticker cycles through. */
export const NOTICE_COUNT = 30;

/** A notice as the ticker shows it. */
export interface NoticeRow extends Notice {
  /** Short date, e.g. `11月18日`. */
  dateText: string;
  /** Colour of the notice's type tag (stable per type). */
  typeColor: string;
}

/** What the notices panel shows: the newest notices, newest first, and how many there are in all. */
export interface NoticesData {
  notices: NoticeRow[];
  total: number;
}

/** A stable palette colour for a notice type, so a type keeps its colour across refreshes. */
export function typeColor(type: string): string {
  let hash = 0;
  for (const char of type) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return CHART_PALETTE[hash % CHART_PALETTE.length];
}

/** Fetches the newest notices and shapes them for the ticker. */
export async function fetchNotices(signal: AbortSignal): Promise<NoticesData> {
  const page = await getNoticePage({ pageNum: 1, pageSize: NOTICE_COUNT }, signal);
  const notices = [...page.rows]
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
    .map((notice) => ({
      ...notice,
      dateText: dayjs(notice.publishDate).format('M月D日'),
      typeColor: typeColor(notice.type),
    }));
  return { notices, total: page.total };
}

export function useNoticesData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['notices', 'notices'], fetchNotices, refreshMs);
}
