import { PNG } from 'pngjs';
import type { ScreenFrame } from './xwd-frame';

/** The colour the test paints the X root window (`xsetroot -solid`): whatever of it shows is screen the kiosk left bare. */
export const ROOT_COLOUR = [255, 0, 255] as const;
const near = (a: number, b: number, within: number) => Math.abs(a - b) <= within;

export const frameFromPng = (png: Uint8Array): ScreenFrame => {
  const p = PNG.sync.read(Buffer.from(png));
  return { width: p.width, height: p.height, rgba: p.data };
};

/** The share of the screen the kiosk covers (every pixel not the root window's colour). */
export function coverage(frame: ScreenFrame): number {
  let bare = 0;
  for (let i = 0; i < frame.rgba.length; i += 4)
    if (ROOT_COLOUR.every((c, k) => near(frame.rgba[i + k], c, 8))) bare += 1;
  return 1 - bare / (frame.width * frame.height);
}

const luminance = (rgba: Buffer, i: number) => 0.2126 * rgba[i] + 0.7152 * rgba[i + 1] + 0.0722 * rgba[i + 2];

function blockMeans(frame: ScreenFrame, size: number): number[][] {
  const rows: number[][] = [];
  for (let by = 0; by + size <= frame.height; by += size) {
    const row: number[] = [];
    for (let bx = 0; bx + size <= frame.width; bx += size) {
      let sum = 0;
      for (let y = by; y < by + size; y += 2)
        for (let x = bx; x < bx + size; x += 2) sum += luminance(frame.rgba, (y * frame.width + x) * 4);
      row.push(sum / ((size / 2) * (size / 2)));
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Where the screen shows something light that the page itself (its own screenshot over DevTools, the same size) does
 * not: Chromium's bubbles, bars and prompts are light surfaces, the wall is dark. Returns the blocks' corners.
 */
export function chromeBlocks(screen: ScreenFrame, page: ScreenFrame, size = 24): { x: number; y: number }[] {
  const [s, p] = [blockMeans(screen, size), blockMeans(page, size)];
  const found: { x: number; y: number }[] = [];
  s.forEach((row, y) =>
    row.forEach((lum, x) => lum > 180 && (p[y]?.[x] ?? 255) < 120 && found.push({ x: x * size, y: y * size })),
  );
  return found;
}

/** The share of pixels two frames of one size have alike (each channel within 24): 1 is the same picture. */
export function likeness(a: ScreenFrame, b: ScreenFrame): number {
  if (a.width !== b.width || a.height !== b.height) return 0;
  let alike = 0;
  for (let i = 0; i < a.rgba.length; i += 4)
    if (
      near(a.rgba[i], b.rgba[i], 24) &&
      near(a.rgba[i + 1], b.rgba[i + 1], 24) &&
      near(a.rgba[i + 2], b.rgba[i + 2], 24)
    )
      alike += 1;
  return alike / (a.width * a.height);
}

/** The player's waiting page (its background #030c24 nearly everywhere, light text in the middle), and not white. */
export function isWaitingPage(frame: ScreenFrame): boolean {
  let background = 0;
  let light = 0;
  for (let i = 0; i < frame.rgba.length; i += 4) {
    if (near(frame.rgba[i], 3, 6) && near(frame.rgba[i + 1], 12, 6) && near(frame.rgba[i + 2], 36, 6)) background += 1;
    else if (luminance(frame.rgba, i) > 150) light += 1;
  }
  const n = frame.width * frame.height;
  return background / n > 0.9 && light > 0;
}

/** The mean luminance (0 black … 255 white). */
export function brightness(frame: ScreenFrame): number {
  let sum = 0;
  for (let i = 0; i < frame.rgba.length; i += 4) sum += luminance(frame.rgba, i);
  return sum / (frame.width * frame.height);
}
