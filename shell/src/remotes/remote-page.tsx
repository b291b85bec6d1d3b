import {
  backoffDelay,
  buildLabel,
  isPermanentLoadError,
  PageLayoutContext,
  PanelError,
  PanelErrorBoundary,
  PanelFrame,
  PanelLoading,
  reportRunningBuild,
  useObservable,
  usePanelHost,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useContext, useDeferredValue, useEffect, useMemo, type ComponentType } from 'react';
import { useLayoutOf } from '../layouts/layout-store-context';
import { pageOnWall } from '../layout/page-on-wall';
import { useContentSize, usePageSeams, WallShapeContext } from '../layout/use-wall-shape';
import type { RemoteRegistry } from './remote-registry';

interface RemotePageProps {
  registry: RemoteRegistry;
  /** `<remote>/<module>`, e.g. `hub/index-page`. */
  moduleId: string;
  title: string;
}

function PageFailure({
  moduleId,
  title,
  reason,
  onRetry,
}: {
  moduleId: string;
  title: string;
  reason: string;
  onRetry: () => void;
}) {
  const content = useContentSize();
  return (
    // The page area's own size: `main` has no height of its own, so `inset: 0` would collapse the frame.
    <Box sx={{ position: 'relative', width: content.width, height: content.height, p: 4, boxSizing: 'border-box' }}>
      <PanelFrame panelId={moduleId} title={title} state="error" reason={reason} onRetry={onRetry}>
        <PanelError reason={reason} onRetry={onRetry} />
      </PanelFrame>
    </Box>
  );
}

/**
 * The index page of a route, loaded on demand from its remote, drawing its remote's layout from
 * `layouts.json` (a changed layout re-renders it in place); a failure retries with backoff.
 */
export function RemotePage({ registry, moduleId, title }: RemotePageProps) {
  usePanelHost();
  const remote = moduleId.split('/')[0];
  const revision$ = useMemo(() => registry.revision$(remote), [registry, remote]);
  const revision = useObservable(revision$, registry.revision(remote));
  const layout = useLayoutOf(remote);
  const content = useContentSize();
  const seams = usePageSeams();
  const shape = useContext(WallShapeContext);
  const top = shape.canvas.height - content.height;
  const shown = useMemo(() => pageOnWall(layout, seams, shape, top), [layout, seams, shape, top]);
  const query = useQuery({
    queryKey: ['index-page', moduleId, revision],
    queryFn: async () => {
      const { module, build } = await registry.load<{ default?: ComponentType }>(moduleId);
      if (typeof module.default !== 'function') throw new Error(`${moduleId} 没有导出首页组件`);
      return { Page: module.default, build: buildLabel(build, remote), info: build };
    },
    retry: (_count, error) => !isPermanentLoadError(error),
    retryDelay: (attempt) => backoffDelay(attempt + 1),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const failure = query.error ?? query.failureReason;
  const retry = () => void query.refetch();
  // The page's twenty-odd slots render as a transition (in slices, between frames), not in one long task the moment
  // the page module arrives: at a quarter of this machine's CPU that task was 200–250 ms.
  const loaded = useDeferredValue(query.data);
  useEffect(() => (loaded ? reportRunningBuild(moduleId, loaded.info, loaded.build) : undefined), [moduleId, loaded]);
  if (loaded) {
    const { Page } = loaded;
    return (
      <PanelErrorBoundary
        resetKey={Page}
        fallback={(error, again) => (
          <PageFailure moduleId={moduleId} title={title} reason={`首页渲染出错：${error.message}`} onRetry={again} />
        )}
      >
        <Box
          key={loaded.build}
          data-index-page={moduleId}
          data-build={loaded.build}
          sx={{ position: 'relative', width: content.width, height: content.height }}
        >
          <PageLayoutContext.Provider value={shown}>
            <Page />
          </PageLayoutContext.Provider>
        </Box>
      </PanelErrorBoundary>
    );
  }
  if (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    const reason = isPermanentLoadError(failure) ? message : `远程模块 ${remote} 加载失败：${message}`;
    return <PageFailure moduleId={moduleId} title={title} reason={reason} onRetry={retry} />;
  }
  return <PanelLoading />;
}
