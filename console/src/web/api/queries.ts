import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, RemoteBuilds, Role, SessionInfo, WallDetail, WallSummary } from '../../protocol/console-api';
import { api, ApiError, SESSION_KEY } from './client';
import type { SignInStep } from '../../protocol/security';
import type { ListedWall } from './wall-management-queries';

// Shapes the console page relies on that console-api.ts does not spell out (reported to the server's author).

/** `POST /api/walls/:wallId/screenshot-requests` → the id the wall will answer with. */
export interface ScreenshotRequestReply {
  requestId: string;
}

/** `GET /api/users` rows (admin only); `POST /api/users` {username, password, role} creates one. */
export interface UserInfo {
  username: string;
  /** null: came from the identity provider with claims that map to no role. */
  role: Role | null;
  /** A local account or one from the identity provider (单点登录). */
  source?: 'local' | 'oidc';
  /** A local account that keeps its password sign-in when local sign-in is off. */
  emergency?: boolean;
  createdAt?: number;
  /** Set while an administrator has the user disabled. */
  disabledAt?: number;
}

/** The body of `POST /api/users`. */
export interface NewUser {
  username: string;
  password: string;
  role: Role;
}

/** How often live views ask again, ms: walls beat every 15 s, so 3 s shows a change soon after it lands. */
export const LIVE_REFRESH_MS = 3000;

/** The signed-in user, or `null` when signed out (`GET /api/session` answers 401). */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionInfo | null> => {
      try {
        return await api<SessionInfo>('/api/session');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** Every wall, refreshed live. */
export function useWalls() {
  return useQuery({
    queryKey: ['walls'],
    queryFn: () => api<ListedWall[]>('/api/walls'),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** One wall with its slots, history, latest screenshot and what operators recorded of it; `fast` polls twice a second (a screenshot is awaited: it comes within seconds over the stream). */
export function useWall(wallId: string, fast = false) {
  return useQuery({
    queryKey: ['wall', wallId],
    queryFn: () => api<WallDetail & Omit<ListedWall, keyof WallSummary>>(`/api/walls/${encodeURIComponent(wallId)}`),
    refetchInterval: fast ? 500 : LIVE_REFRESH_MS,
  });
}

/** Per remote, which build each wall runs. */
export function useRemotes() {
  return useQuery({ queryKey: ['remotes'], queryFn: () => api<RemoteBuilds[]>('/api/remotes'), refetchInterval: 5000 });
}

/** The audit's filter as the server takes it (`/api/audit?actor=…`): empty fields are left out. */
export type AuditFilter = Partial<Record<'actor' | 'action' | 'target' | 'from' | 'to', string>>;

/** The query string of a filter, and of one page of it. */
export const auditQueryString = (filter: AuditFilter, page?: { limit: number; offset: number }) =>
  new URLSearchParams([
    ...Object.entries(filter).filter(([, v]) => v),
    ...(page
      ? [
          ['limit', String(page.limit)],
          ['offset', String(page.offset)],
        ]
      : []),
  ]).toString();

/** One page of the audit log, newest first, filtered by the server; with how many entries the filter finds. */
export function useAudit(filter: AuditFilter = {}, page = { limit: 100, offset: 0 }) {
  return useQuery({
    queryKey: ['audit', filter, page],
    queryFn: async () => {
      let headers: Headers | undefined;
      const entries = await api<AuditEntry[]>(`/api/audit?${auditQueryString(filter, page)}`, {
        onResponse: (r) => (headers = r.headers),
      });
      return {
        entries,
        total: Math.max(Number(headers?.get('x-total-count') ?? 0), entries.length),
        mayExport: headers?.get('x-may-export') === '1',
      };
    },
    placeholderData: (previous) => previous,
    refetchInterval: 10_000,
  });
}

/** Console users (admin). */
export function useUsers() {
  return useQuery({ queryKey: ['users'], queryFn: () => api<UserInfo[]>('/api/users') });
}

/** Signs in; the session cache holds the user on success. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    // The reply is the session, or the sign-in's next step (a second factor, a new password).
    mutationFn: (body: { username: string; password: string }) =>
      api<SessionInfo | { step: SignInStep }>('/api/session', { method: 'POST', body }),
    onSuccess: (reply) => {
      if ('username' in reply) client.setQueryData(SESSION_KEY, reply);
    },
  });
}

/** Signs out and forgets every cached reply; signed in through the provider, the reply names its end-session page. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: boolean; endSessionUrl?: string } | undefined>('/api/session', { method: 'DELETE' }),
    onSettled: () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      client.setQueryData(SESSION_KEY, null);
    },
  });
}

/** Asks a wall for a screenshot (operator, admin). */
export function useRequestScreenshot(wallId: string) {
  return useMutation({
    mutationFn: () =>
      api<ScreenshotRequestReply>(`/api/walls/${encodeURIComponent(wallId)}/screenshot-requests`, {
        method: 'POST',
        body: {},
      }),
  });
}

/** Creates a console user with a role (admin). */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUser) => api<UserInfo>('/api/users', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
