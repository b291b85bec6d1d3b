import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertChannelInfo,
  AlertChannelRequest,
  AlertGroupRule,
  AlertInfo,
  AlertRuleRequest,
  DeliveryAttempt,
  OutboxEntry,
} from '../../protocol/alerts';
import { api } from './client';

const REFRESH_MS = 5000;

/** Open alerts, newest first (viewer). */
export const useOpenAlerts = () =>
  useQuery({
    queryKey: ['alerts', 'open'],
    queryFn: () => api<AlertInfo[]>('/api/alerts?open=1'),
    refetchInterval: REFRESH_MS,
  });

/** Every group's thresholds (viewer). */
export const useAlertRules = () =>
  useQuery({ queryKey: ['alert-rules'], queryFn: () => api<AlertGroupRule[]>('/api/alert-rules') });

export function useSaveAlertRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, ...body }: AlertRuleRequest & { group: string }) =>
      api<AlertGroupRule>(`/api/alert-rules/${encodeURIComponent(group)}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-rules'] }),
  });
}

/** Channels (admin). */
export const useAlertChannels = () =>
  useQuery({ queryKey: ['alert-channels'], queryFn: () => api<AlertChannelInfo[]>('/api/alert-channels') });

/** Creates a channel, or edits one when `id` is given. */
export function useSaveAlertChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AlertChannelRequest }) =>
      api<AlertChannelInfo>(id ? `/api/alert-channels/${id}` : '/api/alert-channels', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-channels'] }),
  });
}

export function useDeleteAlertChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<AlertChannelInfo>(`/api/alert-channels/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alert-channels'] }),
  });
}

/** 测试: queues a test notice; the delivery log shows how it went. */
export function useTestAlertChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OutboxEntry>(`/api/alert-channels/${id}/test`, { method: 'POST' }),
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: ['alert-deliveries'] }), 1500),
  });
}

/** The delivery log, newest first (admin). */
export const useAlertDeliveries = () =>
  useQuery({
    queryKey: ['alert-deliveries'],
    queryFn: () => api<DeliveryAttempt[]>('/api/alert-deliveries?limit=100'),
    refetchInterval: REFRESH_MS,
  });
