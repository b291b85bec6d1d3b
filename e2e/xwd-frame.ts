import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/** One picture of the X screen as a person sees it: RGBA, row by row (what `Xvfb -fbdir` keeps in its XWD file). */
export interface ScreenFrame {
  width: number;
  height: number;
  rgba: Buffer;
}

/**
 * Reads an XWD (X Window Dump, version 7) image: the header's 25 big-endian words, the window name, the colour map,
 * then the pixels. Only what Xvfb writes for a TrueColor screen is read (ZPixmap, 24 or 32 bits a pixel), with the
 * header's own masks and byte order; anything else is an error that says what the file holds.
 */
export function parseXwd(file: Buffer, every = 1): ScreenFrame {
  const word = (i: number) => file.readUInt32BE(i * 4);
  const [headerSize, version, format, , width, height] = [0, 1, 2, 3, 4, 5].map(word);
  const [byteOrder, bitsPerPixel, bytesPerLine, visualClass] = [word(7), word(11), word(12), word(13)];
  const masks = [word(14), word(15), word(16)];
  const colours = word(19);
  if (version !== 7 || format !== 2) throw new Error(`不是 XWD 7 的 ZPixmap 图像（版本 ${version}，格式 ${format}）`);
  if (visualClass !== 4 && visualClass !== 5) throw new Error(`XWD 图像不是真彩色（visual ${visualClass}）`);
  if (bitsPerPixel !== 32 && bitsPerPixel !== 24)
    throw new Error(`XWD 图像每像素 ${bitsPerPixel} 位：只读 24 或 32 位`);
  const start = headerSize + colours * 12;
  if (file.length < start + bytesPerLine * height)
    throw new Error(`XWD 图像不完整：${file.length} 字节，应至少 ${start + bytesPerLine * height}`);
  const shifts = masks.map((m) => (m === 0 ? 0 : Math.log2(m & -m)));
  const bytes = bitsPerPixel / 8;
  // `every` > 1: one pixel in every × every (a quick look at a 1920×1080 screen many times a second).
  const [outWidth, outHeight] = [Math.floor(width / every), Math.floor(height / every)];
  const rgba = Buffer.alloc(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      const at = start + y * every * bytesPerLine + x * every * bytes;
      const pixel = byteOrder === 0 ? file.readUIntLE(at, bytes) : file.readUIntBE(at, bytes);
      const out = (y * outWidth + x) * 4;
      for (let c = 0; c < 3; c += 1) rgba[out + c] = (pixel & masks[c]) >>> shifts[c];
      rgba[out + 3] = 255;
    }
  }
  return { width: outWidth, height: outHeight, rgba };
}

/** Xvfb's framebuffer of screen 0 under `fbdir` (`Xvfb -fbdir <dir>`), read now. */
export const readScreen = (fbdir: string, every = 1): ScreenFrame =>
  parseXwd(readFileSync(`${fbdir}/Xvfb_screen0`), every);

/** Writes a frame as PNG (to open it and look). */
export function writePng(frame: ScreenFrame, path: string): void {
  const png = new PNG({ width: frame.width, height: frame.height });
  frame.rgba.copy(png.data);
  writeFileSync(path, PNG.sync.write(png));
}
