import type { PageLayout } from '@cockpit/shared-sdk';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { LayoutsFile } from './layouts-schema';

type Page = LayoutsFile['pages'][string];

/** `next` with every slot equal to one of `previous` replaced by that object, so React sees it unchanged. */
function keepUnchanged(previous: Page | undefined, next: Page): Page {
  if (!previous) return next;
  const before = new Map(previous.slots.map((slot) => [JSON.stringify(slot), slot]));
  return { ...next, slots: next.slots.map((slot) => before.get(JSON.stringify(slot)) ?? slot) };
}

/**
 * The pages' layouts the shell runs with: the last good `layouts.json`. A page subscribes to its own
 * layout and hears only real changes of it; an unchanged slot keeps its object across a change.
 */
export class LayoutStore {
  private readonly file: BehaviorSubject<LayoutsFile>;

  constructor(initial: LayoutsFile) {
    this.file = new BehaviorSubject(initial);
  }

  /** The layout of the page whose index remote is `page` now (undefined when the file has none). */
  page(page: string): PageLayout | undefined {
    return this.file.value.pages[page];
  }

  /** The layout of one page, on subscribe and at each change of it. */
  page$(page: string): Observable<PageLayout | undefined> {
    return this.file.pipe(
      map((file) => file.pages[page]),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
  }

  /** Takes a newly read (valid) file; returns the pages whose layout changed. */
  apply(next: LayoutsFile): string[] {
    const current = this.file.value.pages;
    const names = new Set([...Object.keys(current), ...Object.keys(next.pages)]);
    const changed = [...names].filter((name) => JSON.stringify(current[name]) !== JSON.stringify(next.pages[name]));
    if (changed.length === 0) return [];
    const pages = Object.fromEntries(Object.entries(next.pages).map(([name, layout]) => [name, keepUnchanged(current[name], layout)]));
    this.file.next({ pages });
    return changed;
  }
}
