import { Box, Link, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PREVIEW_ANSWER_MS, useFeedFrame, usePreviewFeed } from './preview-feed';
import { usePreviewReadings, widgetBindings } from './preview-readings';
import { usePreviewMaps } from './preview-maps';
import { PreviewFrame, PreviewNoAnswer, useWallAddress, WallAddressField } from './wall-address';
import { FailureText } from '../layout/query-view';

/** Where the wall's `/preview` page puts the panel on its canvas (its left and top, px). */
const PREVIEW_INSET_PX = 24;

/** The inspector's width available to the preview, tracked as it resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * 实时预览: the wall's own `/preview` page showing `panel` at the slot's size, in a frame scaled to fit. The console
 * hands it the builds `group` runs by postMessage (a panel of a remote only that group has shows too); it never beats.
 * The wall's address (大屏地址) is a setting kept in this browser.
 */
export function PanelPreview({
  group,
  panel,
  w,
  h,
  widget,
}: {
  group: string;
  panel: string | undefined;
  w: number;
  h: number;
  widget?: Record<string, unknown>;
}) {
  const { address, base, save } = useWallAddress();
  const [ref, width] = useWidth();
  const frame = useRef<HTMLIFrameElement>(null);
  // A data widget shows its mapping's value, read here under the operator's session and sent with the feed.
  const bindings = useMemo(() => widgetBindings([widget]), [widget]);
  const readings = usePreviewReadings(bindings);
  const maps = usePreviewMaps([widget]);
  const { feed, error } = usePreviewFeed(group, { readings, maps, widget });
  const sized = w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h);
  const scale = sized && width > 0 ? Math.min(1, width / w) : 0;
  const query = panel ? new URLSearchParams({ panel, w: String(w), h: String(h), group }) : undefined;
  const src = base && query && sized ? `${base}/preview?${query}&feed=console` : null;
  // A window of its own has no console to feed it: it reads the shell's static files.
  const link = base && query && sized ? `${base}/preview?${query}` : undefined;
  const { silent } = useFeedFrame(frame, feed, src);

  return (
    <Box ref={ref} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <WallAddressField address={address} valid={!!base} onChange={save} />
      {error && <FailureText what={`分组 ${group} 的远程模块读取失败`} error={error} />}
      {!panel && (
        <Typography color="text.secondary" variant="body2">
          选择一个面板以预览
        </Typography>
      )}
      {silent && base && <PreviewNoAnswer base={base} seconds={PREVIEW_ANSWER_MS / 1000} />}
      {src && (
        <Box
          sx={{
            width: w * scale,
            height: h * scale,
            overflow: 'hidden',
            border: '1px solid rgba(64,156,255,0.35)',
            bgcolor: '#020817',
          }}
        >
          {/* The wall's whole design canvas, so it draws at scale 1; the window shows just the slot's box of it. */}
          <PreviewFrame
            frame={frame}
            title={`预览 ${panel}`}
            src={src}
            transform={`scale(${scale}) translate(-${PREVIEW_INSET_PX}px, -${PREVIEW_INSET_PX}px)`}
          />
        </Box>
      )}
      {src && (
        <Typography variant="caption" color="text.secondary">
          {panel} · {w}×{h}，缩放 {Math.round(scale * 100)}%。预览空白时，请确认大屏地址可以访问且允许嵌入，或
          <Link href={link} target="_blank" rel="noopener noreferrer" sx={{ mx: 0.5 }}>
            在新窗口中打开预览
          </Link>
        </Typography>
      )}
    </Box>
  );
}
