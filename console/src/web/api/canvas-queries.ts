import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Canvas } from '@cockpit/shared-sdk/layout-schema';
import type { GroupCanvasReply } from '../../protocol/canvas';
import { api } from './client';

const canvasKey = (group: string) => ['group-canvas', group];
const canvasPath = (group: string) => `/api/groups/${encodeURIComponent(group)}/canvas`;

/** A group's design canvas (null: the seed's 1920×1080) and its tiles' walls. */
export function useGroupCanvas(group: string | undefined) {
  return useQuery({
    queryKey: canvasKey(group ?? ''),
    queryFn: () => api<GroupCanvasReply>(canvasPath(group!)),
    enabled: !!group,
  });
}

/** `PUT /api/groups/:group/canvas` (operator): the service checks it against the group's pages and refuses naming the field. */
export function useSaveCanvas(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { canvas: Canvas | null; tileWalls: Record<string, string> }) =>
      api<GroupCanvasReply>(canvasPath(group), { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: canvasKey(group) }),
  });
}
