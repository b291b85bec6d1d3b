import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AnimationScope } from '../animation/animation-scope';
import { dataErrorClass, describeError } from '../http/errors';
import { useOverAge } from '../hooks/use-over-age';
import type { PanelStatus } from '../slots/slot-board';
import { StatusReport, useReportStatus, type PanelStatusListener } from '../slots/use-report-status';
import { freshnessLimit, overAgeReason } from './freshness';
import { PanelErrorBoundary } from './panel-error-boundary';
import { PanelFrame } from './panel-frame';
import { PanelEmpty, PanelError, PanelLoading } from './panel-placeholder';
import { panelState } from './panel-state';
import type { PanelDescriptor } from './panel-types';
import { useSlotWidget } from '../widget-config/slot-widget-context';
import { useWarmedUp } from './warm-up';

interface PanelRunnerProps {
  panelId: string;
  descriptor: PanelDescriptor<unknown>;
  refreshMs: number;
  /** The build the descriptor came from (shown as the frame's `data-build`). */
  build?: string;
  /**
   * A rotation's panel between turns: the data hook runs (fetch, refresh, freshness); a panel never
   * shown yet draws nothing until it is warmed in idle time, then, like one shown before, stays mounted, invisible
   * and with its animations paused, so its turn costs no new chart and no counting up from zero.
   */
  hidden?: boolean;
  /** A hidden panel whose turn comes next: drawn now (warmed or not), invisible by opacity alone, its layer painted. */
  armed?: boolean;
  /** Hears the panel's status whenever it changes. */
  onStatus?: PanelStatusListener;
  /** Drawn in the frame's title bar (a rotation's skip marker). */
  marker?: ReactNode;
}

/** Runs a loaded panel inside its frame: data hook, state ladder (stale by failure or by age), view. */
function PanelRunnerBody(props: PanelRunnerProps) {
  const { panelId, descriptor, refreshMs, build, hidden, armed, onStatus, marker } = props;
  // New data renders as a transition, which React slices into tasks of a few ms. react-query's update is a
  // synchronous render: a refresh or a page turn re-rendered the whole view in one task, 50–70 ms on a weak PC.
  const result = useDeferredValue(descriptor.useData({ refreshMs }));
  // A data widget is titled by its slot's configuration; a bad title falls back to the kind's (the widget says why).
  const widgetOptions = useSlotWidget()?.options as { title?: unknown } | undefined;
  const title =
    typeof widgetOptions?.title === 'string' && widgetOptions.title.length <= 40
      ? widgetOptions.title
      : descriptor.title;
  const limit = freshnessLimit(refreshMs, descriptor.maxAgeMs);
  const overAge = useOverAge(result.dataUpdatedAt, limit);
  const state = panelState(result, descriptor.isEmpty, overAge);
  const error = result.error ? describeError(result.error) : undefined;
  const reason = error ?? (state === 'stale' ? overAgeReason(limit, result.isFetching) : undefined);
  useReportStatus(onStatus, {
    panelId,
    title,
    state,
    reason,
    error,
    errorClass: result.error ? dataErrorClass(result.error) : undefined,
    dataUpdatedAt: result.dataUpdatedAt,
    build,
  });
  const [shownBefore, setShownBefore] = useState(!hidden);
  useEffect(() => {
    if (!hidden) setShownBefore(true);
  }, [hidden]);
  // Drawn hidden in idle time before its first turn, so the turn only shows it.
  const warmed = useWarmedUp(Boolean(hidden) && !shownBefore);
  const { View } = descriptor;
  // The view re-renders for new data only, not for the fetch status around it (a refetch flips isFetching twice).
  const view = useMemo(() => (result.data === undefined ? null : <View data={result.data} />), [View, result.data]);
  if (hidden && !shownBefore && !warmed && !armed) return null;
  const retry = () => void result.refetch();
  return (
    <AnimationScope active={!hidden}>
      <PanelFrame
        panelId={panelId}
        title={title}
        state={state}
        reason={reason}
        dataUpdatedAt={result.dataUpdatedAt}
        onRetry={retry}
        build={build}
        marker={marker}
        hidden={hidden}
        armed={armed}
        minSize={descriptor.minSize}
      >
        {state === 'loading' && <PanelLoading />}
        {state === 'error' && <PanelError reason={reason ?? '未知错误'} onRetry={retry} />}
        {state === 'empty' && <PanelEmpty />}
        {(state === 'ready' || state === 'stale') && view}
      </PanelFrame>
    </AnimationScope>
  );
}

/** A panel in its frame, with a render error costing only this slot. */
export function PanelRunner(props: PanelRunnerProps) {
  const { panelId, descriptor, build, hidden, onStatus, marker } = props;
  return (
    <PanelErrorBoundary
      resetKey={descriptor}
      fallback={(error, retry) => {
        const reason = `面板渲染出错：${error.message}`;
        const status: PanelStatus = {
          panelId,
          title: descriptor.title,
          state: 'error',
          reason,
          error: reason,
          errorClass: 'RenderError',
          dataUpdatedAt: 0,
          build,
        };
        return (
          <>
            <StatusReport status={status} onStatus={onStatus} />
            {!hidden && (
              <PanelFrame
                panelId={panelId}
                title={descriptor.title}
                state="error"
                reason={reason}
                onRetry={retry}
                build={build}
                marker={marker}
              >
                <PanelError reason={reason} onRetry={retry} />
              </PanelFrame>
            )}
          </>
        );
      }}
    >
      <PanelRunnerBody {...props} />
    </PanelErrorBoundary>
  );
}
