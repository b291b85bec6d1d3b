import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MappingTrial, SourceBody, SourceInfo } from '../../protocol/sources';
import { api } from './client';

const SOURCES = ['sources'];
const HOSTS = ['source-hosts'];

/** Every data source (secrets by name only), refreshed every 5 s so a fetch's state shows without reloading. */
export function useSources() {
  return useQuery({ queryKey: SOURCES, queryFn: () => api<SourceInfo[]>('/api/sources'), refetchInterval: 5000 });
}

export function useSourceHosts() {
  return useQuery({
    queryKey: HOSTS,
    queryFn: () => api<{ host: string; addedBy: string; addedAt: number }[]>('/api/source-hosts'),
  });
}

function useWrite<A>(fn: (arg: A) => Promise<unknown>, key = SOURCES) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreateSource = () =>
  useWrite((body: SourceBody) => api<SourceInfo>('/api/sources', { method: 'POST', body }));
export const useDeleteSource = () => useWrite((id: number) => api(`/api/sources/${id}`, { method: 'DELETE' }));
export const useRefreshSource = () => useWrite((id: number) => api(`/api/sources/${id}/refresh`, { method: 'POST' }));
export const useReplaceSecret = () =>
  useWrite((a: { id: number; place: 'header' | 'param'; name: string; value: string }) =>
    api(`/api/sources/${a.id}/secrets/${a.place}/${encodeURIComponent(a.name)}`, {
      method: 'PUT',
      body: { value: a.value },
    }),
  );
export const useSaveMapping = () =>
  useWrite((a: { id: number; name: string; expression: string }) =>
    api(`/api/sources/${a.id}/mappings/${a.name}`, { method: 'PUT', body: { expression: a.expression } }),
  );
export const useAddHost = () =>
  useWrite((host: string) => api('/api/source-hosts', { method: 'POST', body: { host } }), HOSTS);
export const useRemoveHost = () =>
  useWrite((host: string) => api(`/api/source-hosts/${encodeURIComponent(host)}`, { method: 'DELETE' }), HOSTS);

/** The try-out: the last raw answer and `expression`'s result on it (nothing stored). */
export function useMappingTrial(id: number | undefined, expression: string) {
  return useQuery({
    queryKey: ['source-trial', id, expression],
    queryFn: () => api<MappingTrial>(`/api/sources/${id}/try`, { method: 'POST', body: { expression } }),
    enabled: id !== undefined && expression.trim() !== '',
    retry: false,
  });
}
