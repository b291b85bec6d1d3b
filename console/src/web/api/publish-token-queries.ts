import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedPublishToken, PublishTokenInfo } from '../../protocol/releases';
import { api } from './client';

const TOKENS = ['publish-tokens'];

/** Every publish token, newest first (admin). */
export function usePublishTokens() {
  return useQuery({ queryKey: TOKENS, queryFn: () => api<PublishTokenInfo[]>('/api/publish-tokens') });
}

/** `POST /api/publish-tokens` {remote} → the new token, with its secret shown this once. */
export function useCreatePublishToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { remote: string }) => api<CreatedPublishToken>('/api/publish-tokens', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS }),
  });
}

/** Revokes a publish token: a team's publish with it is refused from then on. */
export function useRevokePublishToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<PublishTokenInfo>(`/api/publish-tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS }),
  });
}
