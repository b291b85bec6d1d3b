import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../protocol/console-api';
import type {
  OwnSession,
  SecondFactorEnrolment,
  SecurityPolicy,
  SecurityPolicyView,
  SignInStep,
} from '../../protocol/security';
import { api, SESSION_KEY } from './client';

/** What a step of the sign-in answers: the next step, or the session. */
export type StepReply = SessionInfo | { step: SignInStep };
export const isStep = (reply: StepReply): reply is { step: SignInStep } => 'step' in reply;

const POLICY = ['security-settings'] as const;
const SESSIONS = ['own-sessions'] as const;

export const useSecurityPolicy = () =>
  useQuery({ queryKey: POLICY, queryFn: () => api<SecurityPolicyView>('/api/security/settings') });

export function useSaveSecurityPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityPolicy) => api<SecurityPolicyView>('/api/security/settings', { method: 'PUT', body }),
    onSuccess: (view) => client.setQueryData(POLICY, view),
  });
}

export const useOwnSessions = () =>
  useQuery({ queryKey: SESSIONS, queryFn: () => api<OwnSession[]>('/api/session/sessions') });

export function useEndOwnSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: boolean }>(`/api/session/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: SESSIONS }),
  });
}

/** A fresh secret to enrol (a new one at each call: nothing is stored until a code confirms it). */
export const useEnrolment = () =>
  useQuery({
    queryKey: ['second-factor-enrolment'],
    queryFn: () => api<SecondFactorEnrolment>('/api/session/second-factor/enrolment'),
    staleTime: Infinity,
    gcTime: 0,
  });

/** A step's mutation: a reply with the session signs the page in. */
function useStep<B>(path: string, method = 'POST') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<StepReply & { recoveryCodes?: string[] }>(path, { method, body }),
    onSuccess: (reply) => {
      if ('username' in reply) client.setQueryData(SESSION_KEY, { username: reply.username, role: reply.role });
    },
  });
}

export const useSecondFactorCode = () => useStep<{ code: string }>('/api/session/second-factor');
export const useConfirmEnrolment = () => useStep<{ code: string }>('/api/session/second-factor/enrolment');
export const usePendingPassword = () =>
  useStep<{ currentPassword: string; newPassword: string }>('/api/session/pending-password', 'PUT');
