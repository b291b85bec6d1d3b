import { getHandlePage, type HandleItem, type Page, type PanelDataContext } from '@cockpit/shared-sdk';
import { pageQuery } from '../../components/figures-beside-board';

/** Matters per page of the board (the board pages instead of scrolling). */
export const HANDLE_PAGE_SIZE = 3;

/** Handled matters of one page, newest accepted first. */
export async function fetchHandlePage(
  pageNum: number,
  signal: AbortSignal,
  pageSize = HANDLE_PAGE_SIZE,
): Promise<Page<HandleItem>> {
  const page = await getHandlePage({ pageNum, pageSize }, signal);
  const rows = [...page.rows].sort((a, b) => b.acceptDate.localeCompare(a.acceptDate) || b.id - a.id);
  return { rows, total: page.total };
}

export const useHandlingPage = pageQuery('handling', fetchHandlePage, HANDLE_PAGE_SIZE);

/** The frame's data: page 1 (the view pages on by itself). */
export function useHandlingData({ refreshMs }: PanelDataContext) {
  return useHandlingPage(1, refreshMs);
}
