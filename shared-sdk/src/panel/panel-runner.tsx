import { describeError } from '../http/errors';
import { PanelErrorBoundary } from './panel-error-boundary';
import { PanelFrame } from './panel-frame';
import { PanelEmpty, PanelError, PanelLoading } from './panel-placeholder';
import { panelState } from './panel-state';
import type { PanelDescriptor } from './panel-types';

interface PanelRunnerProps {
  panelId: string;
  descriptor: PanelDescriptor<unknown>;
  refreshMs: number;
  /** The build the descriptor came from (shown as the frame's `data-build`). */
  build?: string;
}

/** Runs a loaded panel inside its frame: data hook, state ladder, view. */
function PanelRunnerBody({ panelId, descriptor, refreshMs, build }: PanelRunnerProps) {
  const result = descriptor.useData({ refreshMs });
  const state = panelState(result, descriptor.isEmpty);
  const reason = result.error ? describeError(result.error) : undefined;
  const retry = () => void result.refetch();
  const { View } = descriptor;
  return (
    <PanelFrame panelId={panelId} title={descriptor.title} state={state} reason={reason} dataUpdatedAt={result.dataUpdatedAt} onRetry={retry} build={build}>
      {state === 'loading' && <PanelLoading />}
      {state === 'error' && <PanelError reason={reason ?? '未知错误'} onRetry={retry} />}
      {state === 'empty' && <PanelEmpty />}
      {(state === 'ready' || state === 'stale') && <View data={result.data} />}
    </PanelFrame>
  );
}

/** A panel in its frame, with a render error costing only this slot. */
export function PanelRunner(props: PanelRunnerProps) {
  return (
    <PanelErrorBoundary
      resetKey={props.descriptor}
      fallback={(error, retry) => (
        <PanelFrame panelId={props.panelId} title={props.descriptor.title} state="error" reason={`面板渲染出错：${error.message}`} onRetry={retry} build={props.build}>
          <PanelError reason={`面板渲染出错：${error.message}`} onRetry={retry} />
        </PanelFrame>
      )}
    >
      <PanelRunnerBody {...props} />
    </PanelErrorBoundary>
  );
}
