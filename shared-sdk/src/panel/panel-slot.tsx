import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { describeError } from '../http/errors';
import { backoffDelay } from '../hooks/use-panel-query';
import { useObservable } from '../hooks/use-observable';
import type { PanelStatus } from '../slots/slot-board';
import { useReportStatus, type PanelStatusListener } from '../slots/use-report-status';
import { PanelFrame } from './panel-frame';
import { PanelError, PanelLoading } from './panel-placeholder';
import { usePanelHost } from './panel-host-context';
import { PanelRunner } from './panel-runner';

interface PanelSlotProps {
  /** `<remote>/<panel>`. */
  panelId: string;
  /** Title shown before the remote has loaded. */
  title?: string;
  /** Loads and runs the panel without drawing it: a rotation's panel between its turns. */
  hidden?: boolean;
  /** Hears the panel's status (module loading or failed, then its data's) whenever it changes. */
  onStatus?: PanelStatusListener;
  /** Drawn in the frame's title bar (a rotation's skip marker). */
  marker?: ReactNode;
}

/**
 * One slot of an index page: loads `<remote>/<panel>` from its remote at runtime and runs it
 * in its frame. A dead, slow or throwing remote costs only this slot; loading retries with backoff
 * forever, and a new build of the remote (live swap) re-mounts the slot.
 */
export function PanelSlot({ panelId, title, hidden, onStatus, marker }: PanelSlotProps) {
  const host = usePanelHost();
  const remote = panelId.split('/')[0];
  const revision$ = useMemo(() => host.revision$(remote), [host, remote]);
  const revision = useObservable(revision$, host.revision(remote));
  const query = useQuery({
    queryKey: ['panel-module', panelId, revision],
    queryFn: () => host.loadPanel(panelId),
    retry: true,
    retryDelay: (attempt) => backoffDelay(attempt + 1),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const frameTitle = query.data?.title ?? title ?? panelId;
  const failure = query.error ?? query.failureReason;
  const reason = failure ? `远程模块 ${remote} 加载失败：${describeError(failure)}` : undefined;
  const moduleStatus: PanelStatus | undefined = query.data
    ? undefined
    : { panelId, title: frameTitle, state: reason ? 'error' : 'loading', reason, error: reason, dataUpdatedAt: 0, build: revision };
  useReportStatus(onStatus, moduleStatus);
  if (query.data) {
    const refreshMs = host.refreshMs(panelId, query.data.refreshMs);
    return <PanelRunner key={revision} panelId={panelId} descriptor={query.data} refreshMs={refreshMs} build={revision} hidden={hidden} onStatus={onStatus} marker={marker} />;
  }
  if (hidden) return null;
  if (reason) {
    return (
      <PanelFrame panelId={panelId} title={frameTitle} state="error" reason={reason} onRetry={() => void query.refetch()} build={revision} marker={marker}>
        <PanelError reason={reason} onRetry={() => void query.refetch()} />
      </PanelFrame>
    );
  }
  return (
    <PanelFrame panelId={panelId} title={frameTitle} state="loading" marker={marker}>
      <PanelLoading />
    </PanelFrame>
  );
}
