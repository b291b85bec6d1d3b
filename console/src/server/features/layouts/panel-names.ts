/** Modules a remote exposes that are pages, not panels: the index remotes' `index-page` draws a whole route. */
const PAGE_MODULES: ReadonlySet<string> = new Set(['index-page']);

/** Whether an exposed module is a panel a slot may show (a page inside a slot would draw a route within a route). */
export const isPanelModule = (name: string): boolean => !PAGE_MODULES.has(name);
