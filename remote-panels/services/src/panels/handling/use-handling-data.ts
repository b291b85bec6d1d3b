import { getHandlePage, usePanelQuery, type HandleItem, type Page, type PanelDataContext } from '@cockpit/shared-sdk';

/** Matters per page of the board (the board pages instead of scrolling). */
export const HANDLE_PAGE_SIZE = 3;

/** Handled matters of one page, newest accepted first. */
export async function fetchHandlePage(pageNum: number, signal: AbortSignal): Promise<Page<HandleItem>> {
  const page = await getHandlePage({ pageNum, pageSize: HANDLE_PAGE_SIZE }, signal);
  const rows = [...page.rows].sort((a, b) => b.acceptDate.localeCompare(a.acceptDate) || b.id - a.id);
  return { rows, total: page.total };
}

export function useHandlingPage(pageNum: number, refreshMs: number) {
  return usePanelQuery(['services', 'handling', pageNum], (signal) => fetchHandlePage(pageNum, signal), refreshMs);
}

/** The frame's data: page 1 (the view pages on by itself). */
export function useHandlingData({ refreshMs }: PanelDataContext) {
  return useHandlingPage(1, refreshMs);
}
