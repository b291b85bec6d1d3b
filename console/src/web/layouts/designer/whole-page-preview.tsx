import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageLayout } from '../../../protocol/releases';
import { useGroupLayouts } from '../../api/release-queries';
import { PREVIEW_ANSWER_MS, useFeedFrame, usePreviewFeed } from '../preview-feed';
import { pageWidgets, usePreviewReadings, widgetBindings } from '../preview-readings';
import { usePreviewMaps } from '../preview-maps';
import { PreviewFrame, PreviewNoAnswer, useWallAddress, WALL_CANVAS, WallAddressField } from '../wall-address';
import { FailureText } from '../../layout/query-view';

/** The space the dialog leaves the frame, tracked as the window resizes. */
function useRoom() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, room] as const;
}

interface WholePagePreviewProps {
  group: string;
  page: string;
  /** The unsaved page: drawn in the frame only, never sent to the service. */
  draft: PageLayout;
  onClose: () => void;
}

/**
 * 预览整页: the wall's own page renderer at 1920×1080 in a sandboxed frame, scaled to fit with its aspect kept,
 * drawing the draft with the real panels and data. The draft travels by postMessage to this frame alone.
 */
export function WholePagePreview({ group, page, draft, onClose }: WholePagePreviewProps) {
  const { address, base, save } = useWallAddress();
  const saved = useGroupLayouts(group);
  const pages = useMemo(
    () => (saved.data ? { ...saved.data.pages, [page]: draft } : undefined),
    [saved.data, page, draft],
  );
  const bindings = useMemo(() => widgetBindings(pageWidgets(pages, page)), [pages, page]);
  const readings = usePreviewReadings(bindings);
  const maps = usePreviewMaps(pageWidgets(pages, page));
  const { feed, error } = usePreviewFeed(group, { pages, readings, maps });
  const frame = useRef<HTMLIFrameElement>(null);
  const [measure, room] = useRoom();
  const scale = Math.min(room.width / WALL_CANVAS.width, room.height / WALL_CANVAS.height);
  const src = base ? `${base}/preview?${new URLSearchParams({ page, group, feed: 'console' })}` : null;
  const { silent } = useFeedFrame(frame, pages ? feed : undefined, src);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '96vw', height: '94vh', m: 1 } } }}
      aria-labelledby="whole-page-preview-title"
    >
      <DialogTitle id="whole-page-preview-title" sx={{ pb: 1 }}>
        预览整页：分组 {group} · 页面 {page}（未保存的草稿）
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pt: 1 }}>
          <WallAddressField address={address} valid={!!base} onChange={save} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pt: 1 }}>
            墙面自己的页面代码按 1920×1080 绘制草稿，缩放 {Math.round(scale * 100)}
            %。草稿只发给这个预览，不会发给服务或任何墙面；保存后墙面才会更新。
          </Typography>
        </Box>
        {silent && base && <PreviewNoAnswer base={base} seconds={PREVIEW_ANSWER_MS / 1000} />}
        {(error || saved.error) && <FailureText what="预览数据读取失败" error={error ?? saved.error} />}
        <Box
          ref={measure}
          sx={{ flex: 1, minHeight: 0, display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
        >
          {src && scale > 0 && (
            <Box
              sx={{
                width: WALL_CANVAS.width * scale,
                height: WALL_CANVAS.height * scale,
                overflow: 'hidden',
                bgcolor: '#020817',
              }}
            >
              <PreviewFrame frame={frame} title={`整页预览 ${page}`} src={src} transform={`scale(${scale})`} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
