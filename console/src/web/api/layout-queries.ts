import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LayoutVersionInfo, PageLayout } from '../../protocol/releases';
import { api } from './client';

/** Which layout of a group's page: its own, or a daypart's (by name). */
export interface LayoutRef {
  group: string;
  page: string;
  daypart?: string;
}

const layoutPath = ({ group, page, daypart }: LayoutRef) =>
  `/api/groups/${encodeURIComponent(group)}${daypart ? `/dayparts/${encodeURIComponent(daypart)}` : ''}/layouts/${encodeURIComponent(page)}`;
const versionsKey = ({ group, page, daypart }: LayoutRef) => ['layout-versions', group, page, daypart ?? ''];
const ifMatch = (base: number | undefined) => (base === undefined ? undefined : { 'if-match': `"${base}"` });

/** After a save or restore (a refusal too: after a 409 the editor shows the version that is current now). */
function useRefresh(ref: LayoutRef) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [['layouts', ref.group], ['schedule', ref.group], versionsKey(ref)].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

/** Stores one layout (operator) as based on version `base`; the server validates it again and refuses a stale base (409). */
export function useSaveLayout(ref: LayoutRef) {
  const onSettled = useRefresh(ref);
  return useMutation({
    mutationFn: ({ layout, base }: { layout: PageLayout; base: number | undefined }) =>
      api<{ version: number }>(layoutPath(ref), { method: 'PUT', body: layout, headers: ifMatch(base) }),
    onSettled,
  });
}

/** A layout's kept versions, newest first. */
export function useLayoutVersions(ref: LayoutRef) {
  return useQuery({
    queryKey: versionsKey(ref),
    queryFn: () => api<LayoutVersionInfo[]>(`${layoutPath(ref)}/versions`),
  });
}

/** Brings back kept version `version` as the layout's next version (operator), based on the current one `base`. */
export function useRestoreLayout(ref: LayoutRef) {
  const onSettled = useRefresh(ref);
  return useMutation({
    mutationFn: ({ version, base }: { version: number; base: number | undefined }) =>
      api<{ version: number; layout: PageLayout }>(`${layoutPath(ref)}/versions/${version}/restore`, {
        method: 'POST',
        body: {},
        headers: ifMatch(base),
      }),
    onSettled,
  });
}
