import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeoMapDetail, GeoMapSummary } from '../../protocol/maps';
import { api } from './client';

const MAPS = ['maps'];

/** The institution's uploaded maps (regions by name, no geometry). */
export const useGeoMaps = () => useQuery({ queryKey: MAPS, queryFn: () => api<GeoMapSummary[]>('/api/maps') });

/** One map with its simplified geometry (the designer's preview sends it to the frame). */
export const geoMapQuery = (id: number | undefined) => ({
  queryKey: [...MAPS, id],
  queryFn: () => api<GeoMapDetail>(`/api/maps/${id}`),
  enabled: id !== undefined && id > 0,
  staleTime: 60_000,
  retry: false,
});
export const useGeoMap = (id: number | undefined) => useQuery(geoMapQuery(id));

function useMapWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: MAPS }) });
}

export const useUploadMap = () =>
  useMapWrite(({ name, nameProperty, text }: { name: string; nameProperty: string; text: string }) =>
    api<GeoMapSummary>(`/api/maps?${new URLSearchParams({ name, ...(nameProperty ? { nameProperty } : {}) })}`, {
      method: 'POST',
      file: { text, type: 'application/geo+json' },
    }),
  );
export const useDeleteMap = () => useMapWrite((id: number) => api(`/api/maps/${id}`, { method: 'DELETE' }));
