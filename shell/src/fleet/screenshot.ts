import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@cockpit/shared-sdk';
import type { ScreenshotPost } from '@cockpit/protocol';
import { SCREENSHOT_STYLE_PROPERTIES } from './screenshot-styles';

/** JPEG quality of a screenshot: a full wall stays well under the fleet's 2 MB limit. */
export const SCREENSHOT_QUALITY = 0.8;
/**
 * The picture is half the design size (960x540): enough to see what the wall shows in the console's panel, and a
 * quarter of the pixels to draw, encode and upload (the capture must answer within 5 s on a loaded machine).
 */
export const SCREENSHOT_SCALE = 0.5;
export const SCREENSHOT_WIDTH = DESIGN_WIDTH * SCREENSHOT_SCALE;
export const SCREENSHOT_HEIGHT = DESIGN_HEIGHT * SCREENSHOT_SCALE;

type Library = typeof import('modern-screenshot');
type Context = Awaited<ReturnType<Library['createContext']>>;

const loadLibrary = (): Promise<Library> => import(/* webpackChunkName: "screenshot" */ 'modern-screenshot');

/** The library's context for the canvas, kept between captures (its sandbox frame and default-style cache stay warm). */
let kept: { node: HTMLElement; context: Promise<Context> } | undefined;

/**
 * The capture context of `canvas`, made once: the design canvas drawn at {@link SCREENSHOT_SCALE} from a clone,
 * so the page keeps its layout and animations. The clone drops the window's scale and letterbox offset; fonts
 * are the system's (no web fonts to embed).
 */
function contextOf(canvas: HTMLElement): Promise<Context> {
  if (kept?.node === canvas && canvas.isConnected) return kept.context;
  if (kept)
    void kept.context.then(
      (old) => old.sandbox?.remove(),
      () => undefined,
    );
  const context = loadLibrary().then(({ createContext }) =>
    createContext(canvas, {
      width: DESIGN_WIDTH,
      height: DESIGN_HEIGHT,
      scale: SCREENSHOT_SCALE,
      type: 'image/jpeg',
      quality: SCREENSHOT_QUALITY,
      backgroundColor: '#020816',
      font: false,
      timeout: 10_000,
      // Only the styles the picture needs: copying all of them per node blocked the wall for seconds.
      includeStyleProperties: [...SCREENSHOT_STYLE_PROPERTIES],
      style: { transform: 'none', left: '0px', top: '0px' },
    }),
  );
  kept = { node: canvas, context };
  context.catch(() => {
    if (kept?.context === context) kept = undefined;
  });
  return context;
}

/**
 * Loads the library and makes the canvas's context before the first request (when the push stream opens), once the
 * page is idle: it must not hold back the page's start or a change the stream just brought.
 */
export function prewarmCapture(canvas: () => HTMLElement | null): void {
  const warm = () => {
    const element = canvas();
    if (element) contextOf(element).catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 10_000 });
  else setTimeout(warm, 1000);
}

/** The design canvas as a JPEG data URL of {@link SCREENSHOT_WIDTH}x{@link SCREENSHOT_HEIGHT}. */
export async function captureCanvas(canvas: HTMLElement): Promise<string> {
  const { domToJpeg } = await loadLibrary();
  return domToJpeg(await contextOf(canvas));
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
export function createScreenshotTaker({
  canvas,
  capture = captureCanvas,
  post,
  posted,
  warn = (message) => console.warn(message),
}: ScreenshotTakerOptions): (requestId: string) => void {
  let busy = false;
  let answered: string | undefined;
  let lastWarning: string | undefined;
  return (requestId) => {
    if (busy || requestId === answered) return;
    const element = canvas();
    if (!element) return;
    busy = true;
    void capture(element)
      .then((image) => post({ requestId, image, width: SCREENSHOT_WIDTH, height: SCREENSHOT_HEIGHT }))
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
