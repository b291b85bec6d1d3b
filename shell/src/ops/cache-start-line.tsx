import { COLORS } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { cacheStart$, cacheStartNow, type CacheStart } from '../offline/cache-start';

/** The overlay's word on a page started from the wall's cache: since when it was stored, and whether the server answers again. */
export function CacheStartLine() {
  const [start, setStart] = useState<CacheStart | undefined>(cacheStartNow);
  useEffect(() => {
    const subscription = cacheStart$.subscribe(setStart);
    return () => subscription.unsubscribe();
  }, []);
  if (!start) return null;
  const stored = dayjs(start.pageStoredAt).format('MM-DD HH:mm:ss');
  return (
    <Box
      data-ops-cache-start={start.live ? 'live' : 'offline'}
      sx={{ color: start.live ? COLORS.muted : COLORS.warning, mb: 1 }}
    >
      {start.live
        ? `本页启动自离线缓存（${stored} 保存），显示服务器已恢复`
        : `离线启动：本页来自离线缓存（${stored} 保存），显示服务器不可达；各槽位数据的时间见下表`}
    </Box>
  );
}
