import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The screen px left under the designer when none of it may scroll away: the canvas is never taller than this. */
const MIN_AREA_PX = 320;
/** Room kept under the designer's area (the page's bottom padding). */
const BOTTOM_GAP_PX = 24;

/** The element's top on the page (not the viewport): the same whether or not the window is scrolled. */
const pageTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The height from the element's top to the bottom of the window, followed as the window resizes and as what sits
 * above it grows or shrinks (the body is watched): the designer's area fills the screen and never scrolls off it.
 */
export function useRemainingHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () =>
      setHeight(Math.max(MIN_AREA_PX, Math.floor(window.innerHeight - pageTop(node) - BOTTOM_GAP_PX)));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, height] as const;
}

/**
 * The scale at which a `page` fits its container: the smaller of the width and height ratios when `byHeight`
 * (the container has a height of its own), else the width ratio. 0 until the container is measured.
 */
export function useFitScale<T extends HTMLElement>(page: { width: number; height: number }, byHeight: boolean) {
  const ref = useRef<T>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setBox({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const byWidth = box.width / page.width;
  const scale = byHeight && box.height > 0 ? Math.min(byWidth, box.height / page.height) : byWidth;
  return [ref, Math.max(0, scale)] as const;
}
