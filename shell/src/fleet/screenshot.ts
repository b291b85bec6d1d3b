import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@cockpit/shared-sdk';
import type { ScreenshotPost } from './fleet-types';
import { SCREENSHOT_STYLE_PROPERTIES } from './screenshot-styles';

/** JPEG quality of a screenshot: a full wall stays well under the fleet's 2 MB limit. */
export const SCREENSHOT_QUALITY = 0.8;

/**
 * The design canvas drawn at 1920x1080 as a JPEG data URL. The library loads only now (its own chunk,
 * never in main.js); it draws a clone, so the page keeps its layout and animations. The clone drops
 * the window's scale and letterbox offset; fonts are the system's (no web fonts to embed).
 */
export async function captureCanvas(canvas: HTMLElement): Promise<string> {
  const { domToJpeg } = await import(/* webpackChunkName: "screenshot" */ 'modern-screenshot');
  return domToJpeg(canvas, {
    width: DESIGN_WIDTH,
    height: DESIGN_HEIGHT,
    scale: 1,
    quality: SCREENSHOT_QUALITY,
    backgroundColor: '#020816',
    font: false,
    timeout: 10_000,
    // Only the styles the picture needs: copying all of them per node blocked the wall for seconds.
    includeStyleProperties: [...SCREENSHOT_STYLE_PROPERTIES],
    style: { transform: 'none', left: '0px', top: '0px' },
  });
}

export interface ScreenshotTakerOptions {
  canvas: () => HTMLElement | null;
  capture?: (canvas: HTMLElement) => Promise<string>;
  post: (body: ScreenshotPost) => Promise<unknown>;
  /** The screenshot reached the fleet service: the next beat names it. */
  posted: (requestId: string) => void;
  warn?: (message: string) => void;
}

/**
 * Answers screenshot requests one at a time: a request that arrives while one is being taken, or one
 * already answered, is ignored. A failure is one warning and nothing on the screen; the operator may ask again.
 */
export function createScreenshotTaker({ canvas, capture = captureCanvas, post, posted, warn = (message) => console.warn(message) }: ScreenshotTakerOptions): (requestId: string) => void {
  let busy = false;
  let answered: string | undefined;
  let lastWarning: string | undefined;
  return (requestId) => {
    if (busy || requestId === answered) return;
    const element = canvas();
    if (!element) return;
    busy = true;
    void capture(element)
      .then((image) => post({ requestId, image, width: DESIGN_WIDTH, height: DESIGN_HEIGHT }))
      .then(() => {
        answered = requestId;
        posted(requestId);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (reason !== lastWarning) warn(`大屏截图未送达：${reason}`);
        lastWarning = reason;
      })
      .finally(() => {
        busy = false;
      });
  };
}
