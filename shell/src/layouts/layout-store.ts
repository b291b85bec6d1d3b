import type { PageLayout } from '@cockpit/shared-sdk';
import { layoutInForce, scheduleStateAt, type ScheduleState } from '@cockpit/shared-sdk/layout-schema';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { shapeOf, type WallShape } from '../layout/wall-shape';
import type { LayoutsFile } from './layouts-schema';

type Page = LayoutsFile['pages'][string];

/** `next` with every slot equal to one of `previous` replaced by that object, so React sees it unchanged. */
function keepUnchanged(previous: Page | undefined, next: Page): Page {
  if (!previous) return next;
  const before = new Map(previous.slots.map((slot) => [JSON.stringify(slot), slot]));
  return { ...next, slots: next.slots.map((slot) => before.get(JSON.stringify(slot)) ?? slot) };
}

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The pages' layouts the shell runs with: the last good `layouts.json`, with its group's schedule applied by this
 * wall's own clock (`tick`). A page subscribes to the layout in force for it and hears only real changes of it;
 * an unchanged slot keeps its object across a change.
 */
export class LayoutStore {
  private readonly file: BehaviorSubject<LayoutsFile>;
  private readonly state: BehaviorSubject<ScheduleState>;

  /** `transform` is applied to every file taken (a preview's placements); none on a wall. */
  constructor(
    initial: LayoutsFile,
    private readonly now: () => number = Date.now,
    private readonly transform: (file: LayoutsFile) => LayoutsFile = (file) => file,
  ) {
    this.file = new BehaviorSubject(transform(initial));
    this.state = new BehaviorSubject(scheduleStateAt(initial.schedule, now()));
  }

  /** The layout in force now of the page whose index remote is `page` (undefined when the file has none). */
  page(page: string): PageLayout | undefined {
    return layoutInForce(this.file.value.schedule, this.state.value, page, this.file.value.pages[page]);
  }

  /** The layout in force of one page, on subscribe and at each change of it (an edit, or a daypart starting or ending). */
  page$(page: string): Observable<PageLayout | undefined> {
    return combineLatest([this.file, this.state]).pipe(
      map(([file, state]) => layoutInForce(file.schedule, state, page, file.pages[page])),
      distinctUntilChanged<PageLayout | undefined>(sameJson),
    );
  }

  /** The screen now by the schedule: off (with its style), or on with the daypart in force. */
  screen(): ScheduleState {
    return this.state.value;
  }

  /** The group's week as last read (undefined: none, always on). */
  schedule(): LayoutsFile['schedule'] {
    return this.file.value.schedule;
  }

  /** The wall's canvas and the tile of it this wall shows, on subscribe and at each change. */
  shape$(): Observable<WallShape> {
    return this.file.pipe(map(shapeOf), distinctUntilChanged<WallShape>(sameJson));
  }

  /** The wall's canvas and tile now. */
  shape(): WallShape {
    return shapeOf(this.file.value);
  }

  /** The screen on subscribe and at each change. */
  screen$(): Observable<ScheduleState> {
    return this.state.asObservable();
  }

  /** Re-reads the schedule at this moment of the wall's clock; a change of state is heard by `page$` and `screen$`. */
  tick(): void {
    const next = scheduleStateAt(this.file.value.schedule, this.now());
    if (!sameJson(next, this.state.value)) this.state.next(next);
  }

  /** Checks the schedule every `intervalMs` by the wall's clock (no page load, no fleet needed); returns the stop function. */
  runClock(intervalMs = 1000): () => void {
    const timer = setInterval(() => this.tick(), intervalMs);
    return () => clearInterval(timer);
  }

  /** Takes a newly read (valid) file; returns the pages whose layout changed. */
  apply(taken: LayoutsFile): string[] {
    const next = this.transform(taken);
    const current = this.file.value.pages;
    const names = new Set([...Object.keys(current), ...Object.keys(next.pages)]);
    const changed = [...names].filter((name) => !sameJson(current[name], next.pages[name]));
    if (
      changed.length === 0 &&
      sameJson(this.file.value.schedule, next.schedule) &&
      sameJson(shapeOf(this.file.value), shapeOf(next))
    )
      return [];
    const pages = Object.fromEntries(
      Object.entries(next.pages).map(([name, layout]) => [name, keepUnchanged(current[name], layout)]),
    );
    const { schedule, canvas, tile } = next;
    this.file.next({
      pages,
      ...(schedule ? { schedule } : {}),
      ...(canvas ? { canvas } : {}),
      ...(tile ? { tile } : {}),
    });
    this.tick();
    return changed;
  }
}
