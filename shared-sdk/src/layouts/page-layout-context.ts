import { createContext, useContext } from 'react';
import type { PageLayout } from '../panel/slot-layout';

/**
 * The layout of the page being shown, provided by the shell around an index remote's page (read from
 * `layouts.json`, re-read at each poll). A new value re-renders the page with its new slots, no page load.
 */
export const PageLayoutContext = createContext<PageLayout | null>(null);

/**
 * The layout an index page renders (usually straight into `SlotLayout`). Throws when no layout is
 * provided, so a page rendered outside the shell fails with a reason instead of drawing nothing.
 */
export function usePageLayout(): PageLayout {
  const layout = useContext(PageLayoutContext);
  if (!layout) throw new Error('没有页面布局：首页须由外壳按 layouts.json 提供布局');
  return layout;
}
