import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupCreateRequest, GroupInfo } from '../../protocol';
import { api } from './client';

const GROUPS = ['groups'];
const groupPath = (group: string) => `/api/groups/${encodeURIComponent(group)}`;

/** `POST /api/groups`: a new group with a copy of another group's versions and layouts (admin). */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupCreateRequest) => api<GroupInfo>('/api/groups', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: GROUPS }),
  });
}

/** `PATCH /api/groups/:group` {name}: a new display name (admin). */
export function useRenameGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, name }: { group: string; name: string }) =>
      api<GroupInfo>(groupPath(group), { method: 'PATCH', body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: GROUPS }),
  });
}

/** `DELETE /api/groups/:group`: refused (409, naming them) while walls are in it (admin). */
export function useRemoveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: string) => api<void>(groupPath(group), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: GROUPS }),
  });
}
