import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupSchedule } from '../../protocol/schedule';
import { api } from './client';

const schedulePath = (group: string) => `/api/groups/${encodeURIComponent(group)}/schedule`;

/** A group's week as the server holds it; not polled, so an edit in progress is never overtaken. */
export function useGroupSchedule(group: string) {
  return useQuery({ queryKey: ['schedule', group], queryFn: () => api<GroupSchedule>(schedulePath(group)), enabled: group !== '', staleTime: Infinity });
}

/** Stores a group's week (operator); the server checks it again, overlaps and layouts included. */
export function useSaveSchedule(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: Schedule) => api<GroupSchedule>(schedulePath(group), { method: 'PUT', body: schedule }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['schedule', group] }),
  });
}
