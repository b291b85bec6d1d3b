import { Alert, Box, TextField } from '@mui/material';
import { useState, type RefObject } from 'react';

/** The wall's design canvas: a frame of this size lets the wall draw at scale 1, as on the screen. */
export const WALL_CANVAS = { width: 1920, height: 1080 } as const;

/** What the wall's /preview may do in its frame: run its scripts, nothing else (no same origin, no top navigation). */
export const PREVIEW_SANDBOX = 'allow-scripts';

/** Where the console remembers the wall's shell URL (the console cannot know it). */
export const WALL_URL_KEY = 'cockpit.console.wallUrl';
/** The shell's address when nobody said otherwise: the dev server's. */
export const DEFAULT_WALL_URL = 'http://localhost:3000';

function storedWallUrl(): string {
  try {
    return localStorage.getItem(WALL_URL_KEY) ?? DEFAULT_WALL_URL;
  } catch {
    return DEFAULT_WALL_URL;
  }
}

/** An http(s) origin + path without trailing slash, or null. */
export function wallBase(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** The wall's address (大屏地址) as kept in this browser, and its setter that keeps it. */
export function useWallAddress() {
  const [address, setAddress] = useState(storedWallUrl);
  const save = (text: string) => {
    setAddress(text);
    try {
      localStorage.setItem(WALL_URL_KEY, text);
    } catch {
      // A browser that refuses storage only forgets the setting on reload.
    }
  };
  return { address, base: wallBase(address), save };
}

/** The 大屏地址 field. */
export function WallAddressField({
  address,
  valid,
  onChange,
}: {
  address: string;
  valid: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      size="small"
      label="大屏地址"
      value={address}
      onChange={(e) => onChange(e.target.value)}
      error={!valid}
      helperText={valid ? '墙面 shell 的地址，用于预览，仅保存在本浏览器' : '请填写 http:// 或 https:// 开头的地址'}
    />
  );
}

/** Said when the preview frame at `base` did not answer in time: the page there is not a wall's /preview. */
export function PreviewNoAnswer({ base, seconds }: { base: string; seconds: number }) {
  return (
    <Alert severity="warning" role="status">
      大屏地址 {base} 在 {seconds} 秒内没有应答预览：请确认它是墙面 shell 的地址、这台电脑可以访问它，且它的 config.json
      中 fleetUrl 指向本控制台（只有这样它才允许被控制台嵌入）
    </Alert>
  );
}

/**
 * The wall's /preview at the wall's design size, scaled by `transform`. Panel code runs in here: scripts yes, but in
 * an opaque origin, so it cannot reach the console (its requests carry no cookie and say Origin: null), nor navigate
 * this page, open windows or submit forms. A new address gets a new frame: one that first failed (a wrong address) is
 * not navigated out of its error page.
 */
export function PreviewFrame(props: {
  frame: RefObject<HTMLIFrameElement | null>;
  title: string;
  src: string;
  transform: string;
}) {
  return (
    <Box
      component="iframe"
      key={props.src}
      ref={props.frame}
      title={props.title}
      src={props.src}
      sandbox={PREVIEW_SANDBOX}
      sx={{ ...WALL_CANVAS, border: 0, display: 'block', transformOrigin: '0 0', transform: props.transform }}
    />
  );
}
