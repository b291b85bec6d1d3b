import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WallActionInfo, WallActionName } from '@cockpit/protocol';
import { api } from './client';

const actionsKey = (wallId: string) => ['wall-actions', wallId];

/** A wall's recent remote actions, re-read every second while one waits for the wall's answer. */
export function useWallActions(wallId: string) {
  return useQuery({
    queryKey: actionsKey(wallId),
    queryFn: () => api<WallActionInfo[]>(`/api/walls/${encodeURIComponent(wallId)}/actions`),
    refetchInterval: (query) => (query.state.data?.some((a) => a.outcome === 'pending') ? 1000 : 10_000),
  });
}

/** Sends 重新加载 / 识别 / 截图 to a wall (operator, admin). */
export function useSendAction(wallId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: WallActionName) =>
      api<WallActionInfo>(`/api/walls/${encodeURIComponent(wallId)}/actions`, { method: 'POST', body: { action } }),
    onSuccess: () => client.invalidateQueries({ queryKey: actionsKey(wallId) }),
  });
}
