import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetPick, SheetSourceBody, SourceInfo, SqlSourceBody, SqlTrial } from '../../protocol';
import { api } from './client';

function useSourcesWrite<A, R = SourceInfo>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['sources'] }) });
}

/** 试运行: the query's rows on the database, its time, or why it failed (nothing stored). */
export const useSqlTrial = () =>
  useMutation({
    mutationFn: (a: { source: SqlSourceBody; id?: number }) =>
      api<SqlTrial>('/api/sql-sources/try', { method: 'POST', body: a }),
  });
export const useCreateSqlSource = () =>
  useSourcesWrite((body: SqlSourceBody) => api<SourceInfo>('/api/sql-sources', { method: 'POST', body }));
export const useSetSqlPassword = () =>
  useSourcesWrite((a: { id: number; value: string }) =>
    api<{ passwordSet: boolean }>(`/api/sql-sources/${a.id}/password`, { method: 'PUT', body: { value: a.value } }),
  );
export const useCreateSheetSource = () =>
  useSourcesWrite((body: SheetSourceBody) => api<SourceInfo>('/api/sheet-sources', { method: 'POST', body }));
export const usePickSheet = () =>
  useSourcesWrite((a: { source: SourceInfo; pick: SheetPick }) =>
    api<SourceInfo>(`/api/sheet-sources/${a.source.id}`, {
      method: 'PUT',
      body: { name: a.source.name, intervalMs: a.source.intervalMs, pick: a.pick },
    }),
  );
export const useUploadSheet = () =>
  useSourcesWrite((a: { id: number; file: File }) =>
    api<SourceInfo>(`/api/sheet-sources/${a.id}/upload?name=${encodeURIComponent(a.file.name)}`, {
      method: 'PUT',
      body: a.file,
    }),
  );
export const useRestoreUpload = () =>
  useSourcesWrite((a: { id: number; upload: number }) =>
    api<SourceInfo>(`/api/sheet-sources/${a.id}/uploads/${a.upload}/restore`, { method: 'POST' }),
  );
