import { flushSync } from 'react-dom';
import type { SlotSize } from './type-scale';

type Listener = (size: SlotSize) => void;

const listeners = new Map<Element, Set<Listener>>();
/** The last size reported for each observed element: a second listener of it hears it at once. */
const sizes = new Map<Element, SlotSize>();
let observer: ResizeObserver | undefined;

/**
 * Every element whose size the page follows shares one ResizeObserver. Its callback comes after the browser's own
 * layout of the frame, so reading `offsetWidth` there costs nothing, and all the frame's new sizes go to React in one
 * synchronous batch before the frame is painted: the same first paint as measuring in a layout effect, without
 * forcing a layout of the page in every commit that mounts a panel (at 4× CPU throttling those forced layouts were
 * ≈ 9 % of the first view's main thread on `/`).
 */
function onResize(entries: ResizeObserverEntry[]): void {
  const changed: [Listener, SlotSize][] = [];
  for (const entry of entries) {
    const target = entry.target as HTMLElement;
    // offsetWidth/Height (whole layout px, border box), as the panels have always been measured.
    const size = { width: target.offsetWidth, height: target.offsetHeight };
    if (!size.width || !size.height) continue;
    sizes.set(target, size);
    for (const listener of listeners.get(target) ?? []) changed.push([listener, size]);
  }
  if (changed.length) flushSync(() => changed.forEach(([listener, size]) => listener(size)));
}

/** Follows `element`'s layout size (design px) until the returned function is called. */
export function observeElementSize(element: HTMLElement, listener: Listener): () => void {
  observer ??= new ResizeObserver(onResize);
  const own = listeners.get(element) ?? new Set<Listener>();
  if (!own.size) observer.observe(element, { box: 'border-box' });
  own.add(listener);
  listeners.set(element, own);
  const known = sizes.get(element);
  if (known) listener(known);
  return () => {
    own.delete(listener);
    if (own.size) return;
    listeners.delete(element);
    sizes.delete(element);
    observer?.unobserve(element);
  };
}
