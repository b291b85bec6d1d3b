import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInOptions, SignInSettingsBody, SignInSettingsView } from '../../protocol/sign-in';
import { api } from './client';

/** What the login page offers: the provider's button, and whether local accounts may sign in. Without an answer: the password form alone. */
export function useSignInOptions() {
  return useQuery({
    queryKey: ['sign-in-options'],
    queryFn: () => api<SignInOptions>('/api/sign-in/options'),
    retry: false,
    staleTime: 30_000,
  });
}

/** 单点登录 settings (admin); never the client secret. */
export function useSignInSettings() {
  return useQuery({ queryKey: ['sign-in-settings'], queryFn: () => api<SignInSettingsView>('/api/sign-in/settings') });
}

/** Saves them; the server checks the provider's discovery before it stores anything. */
export function useSaveSignInSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInSettingsBody) => api<SignInSettingsView>('/api/sign-in/settings', { method: 'PUT', body }),
    onSuccess: (view) => {
      client.setQueryData(['sign-in-settings'], view);
      void client.invalidateQueries({ queryKey: ['sign-in-options'] });
    },
  });
}
