import { useEffect, useState } from 'react';

/** Page state of a paged table on an unattended wall: advances every `intervalMs`, wraps to page 1. */
export function useAutoPager(total: number, pageSize: number, intervalMs = 15_000) {
  const [pageNum, setPageNum] = useState(1);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (pages < 2 || paused) return undefined;
    const timer = setInterval(() => setPageNum((p) => (p % pages) + 1), intervalMs);
    return () => clearInterval(timer);
  }, [pages, paused, intervalMs]);
  return { pageNum: Math.min(pageNum, pages), pages, setPageNum, setPaused };
}
