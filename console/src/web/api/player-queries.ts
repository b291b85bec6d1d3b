import { useQuery } from '@tanstack/react-query';
import type { WallPlayerInfo } from '@cockpit/protocol';
import { api } from './client';

/** The wall PC's player and its recent recoveries (播放器, 最近恢复), re-read every 10 s. */
export function useWallPlayer(wallId: string) {
  return useQuery({
    queryKey: ['wall-player', wallId],
    queryFn: () => api<WallPlayerInfo>(`/api/walls/${encodeURIComponent(wallId)}/player`),
    refetchInterval: 10_000,
  });
}
