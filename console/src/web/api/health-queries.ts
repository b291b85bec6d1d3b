import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthPage, MotionProfileName } from '@cockpit/protocol';
import { api } from './client';
import { LIVE_REFRESH_MS } from './queries';

/** Every wall's health over the last day, worst first (健康), re-read live. */
export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: () => api<HealthPage>('/api/health'),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** Sets (or with `null` removes) the profile of a wall (`scope` wall) or a group. */
export function useSetProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      scope,
      target,
      profile,
    }: {
      scope: 'wall' | 'group';
      target: string;
      profile: MotionProfileName | null;
    }) =>
      api<unknown>(`/api/${scope === 'wall' ? 'walls' : 'groups'}/${encodeURIComponent(target)}/profile`, {
        method: 'PUT',
        body: { profile },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['health'] }),
  });
}
