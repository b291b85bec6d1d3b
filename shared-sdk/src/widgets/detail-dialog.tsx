import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDetailQuery } from '../hooks/use-panel-query';
import { describeError } from '../http/errors';

interface DetailDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The detail query's state; children render only when loaded. */
  loading: boolean;
  error?: unknown;
  children?: ReactNode;
}

/** A detail dialog with the loading → error → data ladder, in the cockpit style. */
export function DetailDialog({ open, title, onClose, loading, error, children }: DetailDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { bgcolor: '#0b1f4a', border: '1px solid rgba(64,156,255,0.5)' } } }}
    >
      <DialogTitle sx={{ fontSize: 24, display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>{title}</Box>
        <IconButton aria-label="关闭" onClick={onClose} sx={{ color: '#cfe3ff', fontSize: 22 }}>
          ✕
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ fontSize: 18, minHeight: 160 }}>
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="加载中" />
          </Box>
        )}
        {!loading && error !== undefined && error !== null && (
          <Box role="alert" sx={{ color: '#ff6b6b' }}>
            加载失败：{describeError(error)}
          </Box>
        )}
        {!loading && !error && children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The detail of the item a {@link DetailDialog} is open on (`id`; undefined while closed), fetched when it opens and
 * cached under `[...key, id]`: the dialog's `open`, `loading` and `error`, and the detail itself (`data`).
 */
export function useDetailDialog<D>(
  key: QueryKey,
  id: number | undefined,
  fetchDetail: (id: number, signal: AbortSignal) => Promise<D>,
) {
  const open = id !== undefined;
  const detail = useDetailQuery([...key, id], (signal) => fetchDetail(id ?? 0, signal), open);
  return { open, loading: detail.isPending && open, error: detail.error, data: detail.data };
}
