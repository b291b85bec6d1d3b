import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupSchedule } from '../../protocol/schedule';
import { api } from './client';

const schedulePath = (group: string) => `/api/groups/${encodeURIComponent(group)}/schedule`;

/** A group's week as the server holds it; not polled, so an edit in progress is never overtaken. */
export function useGroupSchedule(group: string) {
  return useQuery({
    queryKey: ['schedule', group],
    queryFn: () => api<GroupSchedule>(schedulePath(group)),
    enabled: group !== '',
    staleTime: Infinity,
  });
}

/**
 * Stores a group's week (operator) as based on version `base`; the server checks it again, overlaps and layouts
 * included, and refuses a stale base (409: a daypart layout saved in the designer meanwhile is not overwritten).
 */
export function useSaveSchedule(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ schedule, base }: { schedule: Schedule; base: number | undefined }) =>
      api<GroupSchedule>(schedulePath(group), {
        method: 'PUT',
        body: schedule,
        headers: base === undefined ? undefined : { 'if-match': `"${base}"` },
      }),
    // A refusal too: the page then offers the week that is current now.
    onSettled: () =>
      Promise.all(
        [
          ['schedule', group],
          ['layout-versions', group],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
