import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../protocol/console-api';
import { api } from './client';

/** What an administrator does to a user: each one request, audited by the server. */
export type UserAccessAction =
  | { kind: 'role'; role: Role }
  | { kind: 'password'; password: string }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'end-sessions' }
  | { kind: 'delete' };

/** The request of each action. */
function requestOf(username: string, action: UserAccessAction): { path: string; method: string; body?: unknown } {
  const base = `/api/users/${encodeURIComponent(username)}`;
  switch (action.kind) {
    case 'role':
      return { path: `${base}/role`, method: 'PUT', body: { role: action.role } };
    case 'password':
      return { path: `${base}/password`, method: 'PUT', body: { password: action.password } };
    case 'disable':
    case 'enable':
      return { path: `${base}/${action.kind}`, method: 'POST', body: {} };
    case 'end-sessions':
      return { path: `${base}/sessions`, method: 'DELETE' };
    case 'delete':
      return { path: base, method: 'DELETE' };
  }
}

/** Changes a user's access (admin); the users list is read again afterwards. */
export function useUserAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, action }: { username: string; action: UserAccessAction }) => {
      const { path, method, body } = requestOf(username, action);
      return api<unknown>(path, { method, body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The signed-in user's own password change (the current one is required). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<unknown>('/api/session/password', { method: 'PUT', body }),
  });
}
