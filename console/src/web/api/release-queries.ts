import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GroupInfo,
  GroupLayouts,
  GroupRemotes,
  PanelChoice,
  ReleaseInfo,
  RolloutCommandName,
  RolloutInfo,
  RolloutRequest,
} from '../../protocol/releases';
import { api } from './client';

/** How often the rollouts list asks again, ms: a bake can end in 30 s, its steps should show at once. */
export const ROLLOUT_REFRESH_MS = 2000;

const groupPath = (group: string) => `/api/groups/${encodeURIComponent(group)}`;

/** The release inventory: every published build of every remote. */
export function useReleases() {
  return useQuery({
    queryKey: ['releases'],
    queryFn: () => api<ReleaseInfo[]>('/api/releases'),
    refetchInterval: 10_000,
  });
}

/** Every group the fleet service knows. */
export function useGroups() {
  return useQuery({ queryKey: ['groups'], queryFn: () => api<GroupInfo[]>('/api/groups') });
}

/** A group's page layouts, as the server holds them; not polled, so an edit in progress is never overtaken. */
export function useGroupLayouts(group: string) {
  return useQuery({
    queryKey: ['layouts', group],
    queryFn: () => api<GroupLayouts>(`${groupPath(group)}/layouts`),
    enabled: group !== '',
    staleTime: Infinity,
  });
}

/** The builds a group's walls settle on: the console's previews run them (they hold no wall credential). */
export function useGroupRemotes(group: string) {
  return useQuery({
    queryKey: ['remotes', group],
    queryFn: () => api<GroupRemotes>(`${groupPath(group)}/remotes`),
    enabled: group !== '',
  });
}

/** Every panel of every remote a group runs (the layout editor's picker). */
export function useGroupPanels(group: string) {
  return useQuery({
    queryKey: ['panels', group],
    queryFn: () => api<PanelChoice[]>(`${groupPath(group)}/panels`),
    enabled: group !== '',
  });
}

/** Rollouts, newest first, refreshed every 2 s. */
export function useRollouts() {
  return useQuery({
    queryKey: ['rollouts'],
    queryFn: () => api<RolloutInfo[]>('/api/rollouts'),
    refetchInterval: ROLLOUT_REFRESH_MS,
  });
}

/** A group starts loading a remote it does not run yet (operator); its panels then become layout choices. */
export function useAddGroupRemote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, ...body }: { group: string; remote: string; version: string }) =>
      api<unknown>(`${groupPath(group)}/remotes`, { method: 'POST', body }),
    onSuccess: (_reply, { group }) =>
      Promise.all(
        [['groups'], ['releases'], ['panels', group], ['remotes', group]].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Starts a staged rollout (operator). */
export function useStartRollout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RolloutRequest) => api<RolloutInfo>('/api/rollouts', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['rollouts'] }),
  });
}

/** Pauses, resumes, promotes, aborts or rolls back a rollout (operator). */
export function useRolloutCommand() {
  const client = useQueryClient();
  return useMutation({
    // A promote skips the bake: it is sent as an explicit override with the operator's reason.
    mutationFn: ({ id, command, reason }: { id: string; command: RolloutCommandName; reason?: string }) =>
      api<RolloutInfo>(`/api/rollouts/${encodeURIComponent(id)}/${command}`, {
        method: 'POST',
        body: command === 'promote' ? { override: true, reason } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rollouts'] }),
  });
}
