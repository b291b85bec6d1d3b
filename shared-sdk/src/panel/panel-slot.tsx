import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { describeError } from '../http/errors';
import { backoffDelay } from '../hooks/use-panel-query';
import { useObservable } from '../hooks/use-observable';
import type { PanelStatus } from '../slots/slot-board';
import { useReportStatus, type PanelStatusListener } from '../slots/use-report-status';
import { PanelFrame } from './panel-frame';
import { PanelError, PanelLoading } from './panel-placeholder';
import { usePanelHost } from './panel-host-context';
import { PanelRunner } from './panel-runner';
import { buildLabel, isPermanentLoadError } from './panel-types';
import { reportRunningBuild } from './running-builds';

interface PanelSlotProps {
  /** `<remote>/<panel>`. */
  panelId: string;
  /** Title shown before the remote has loaded. */
  title?: string;
  /** Loads and runs the panel without drawing it: a rotation's panel between its turns. */
  hidden?: boolean;
  /** A hidden panel whose turn comes next: drawn now, at opacity 0, so its turn costs no render. */
  armed?: boolean;
  /** Hears the panel's status (module loading or failed, then its data's) whenever it changes. */
  onStatus?: PanelStatusListener;
  /** Drawn in the frame's title bar (a rotation's skip marker). */
  marker?: ReactNode;
}

/**
 * One slot of an index page: loads `<remote>/<panel>` from its remote at runtime and runs it
 * in its frame. A dead, slow or throwing remote costs only this slot; loading retries with backoff
 * forever (an incompatible build waits for the next manifest change instead), and a new build of
 * the remote (live swap) re-mounts the slot with the new build's code.
 */
export function PanelSlot({ title, ...slot }: PanelSlotProps) {
  const { panelId, hidden, onStatus, marker } = slot;
  const host = usePanelHost();
  const remote = panelId.split('/')[0];
  const revision$ = useMemo(() => host.revision$(remote), [host, remote]);
  const revision = useObservable(revision$, host.revision(remote));
  const query = useQuery({
    queryKey: ['panel-module', panelId, revision],
    queryFn: () => host.loadPanel(panelId),
    retry: (_count, error) => !isPermanentLoadError(error),
    retryDelay: (attempt) => backoffDelay(attempt + 1),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const loaded = query.data;
  const build = loaded ? buildLabel(loaded.build, remote) : undefined;
  useEffect(
    () => (loaded ? reportRunningBuild(panelId, loaded.build, build ?? '') : undefined),
    [panelId, loaded, build],
  );
  const frameTitle = loaded?.descriptor.title ?? title ?? panelId;
  const failure = query.error ?? query.failureReason;
  const reason = failure
    ? isPermanentLoadError(failure)
      ? describeError(failure)
      : `远程模块 ${remote} 加载失败：${describeError(failure)}`
    : undefined;
  const moduleStatus: PanelStatus | undefined = loaded
    ? undefined
    : {
        panelId,
        title: frameTitle,
        state: reason ? 'error' : 'loading',
        reason,
        error: reason,
        errorClass: reason ? 'RemoteLoadError' : undefined,
        dataUpdatedAt: 0,
        build: revision,
      };
  useReportStatus(onStatus, moduleStatus);
  if (loaded) {
    const refreshMs = host.refreshMs(panelId, loaded.descriptor.refreshMs);
    return <PanelRunner key={build} {...slot} descriptor={loaded.descriptor} refreshMs={refreshMs} build={build} />;
  }
  if (hidden) return null;
  if (reason) {
    return (
      <PanelFrame
        panelId={panelId}
        title={frameTitle}
        state="error"
        reason={reason}
        onRetry={() => void query.refetch()}
        marker={marker}
      >
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
