import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { formatTime } from '../format';

/** Centred text for the loading and empty states of a view. */
export function ViewNotice({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}
    >
      {busy && <CircularProgress size={22} />}
      <Typography>{children}</Typography>
    </Box>
  );
}

/** A failed read or write, said in a line of red text: `读取失败：…`. */
export function FailureText({ what, error }: { what: string; error: unknown }) {
  return (
    <Typography variant="body2" color="error">
      {what}：{errorMessage(error)}
    </Typography>
  );
}

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What the view is, for its messages: `墙面列表`. */
  what: string;
  /** The data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the data when it is empty. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Walks a view through loading → error → empty → data. A failed refresh keeps the data it has on
 * screen, with a note of when it was fetched, rather than blanking the view.
 */
export function QueryView<T>({ query, what, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <ViewNotice busy>正在加载{what}…</ViewNotice>;
  if (query.data === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      >
        {what}加载失败：{errorMessage(query.error)}
      </Alert>
    );
  }
  const stale = query.isError && (
    <Alert severity="warning" sx={{ mb: 1 }}>
      刷新失败：{errorMessage(query.error)}（显示的是 {formatTime(query.dataUpdatedAt)} 的数据）
    </Alert>
  );
  if (isEmpty?.(query.data)) {
    return (
      <>
        {stale}
        <ViewNotice>{empty}</ViewNotice>
      </>
    );
  }
  return (
    <>
      {stale}
      {children(query.data)}
    </>
  );
}

/** Header and footer of a compact data grid, px. */
const GRID_CHROME_PX = 39 + 56 + 2;

/**
 * A box for a data grid as tall as its rows (a page of at most 100), but no taller than the window
 * below `offsetPx`: few rows leave no empty well, many scroll inside the grid.
 */
export function GridBox({
  rows,
  rowHeight = 36,
  offsetPx,
  children,
}: {
  rows: number;
  rowHeight?: number;
  offsetPx: number;
  children: ReactNode;
}) {
  const content = Math.min(rows, 100) * rowHeight + GRID_CHROME_PX;
  return (
    <Box sx={{ height: `min(calc(100vh - ${offsetPx}px), ${Math.max(content, 200)}px)`, minHeight: 200 }}>
      {children}
    </Box>
  );
}
