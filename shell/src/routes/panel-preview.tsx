import { PanelLoading, PanelSlot, SlotWidgetContext } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HubLayout } from '../layout/hub-layout';
import { ScaledCanvas } from '../layout/scaled-canvas';
import { XndxLayout } from '../layout/xndx-layout';
import { fedWidget$ } from '../preview/console-feed';
import { FeedGate } from '../preview/feed-gate';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { parsePreviewParams, type PreviewParams } from './preview-params';

const background = 'radial-gradient(ellipse at 50% 0%, #0c2a66 0%, #051437 45%, #020a22 100%)';

/** Which page a preview without `panel` draws: `page`, else the group's own, else the hub. */
const previewPage = (params: PreviewParams) => params.page ?? (params.group === 'xndx' ? 'xndx' : 'hub');

/**
 * Route `/preview?panel=<remote>/<panel>&w=&h=`: one panel in its frame at a slot's size; `/preview?group=hub`: the
 * group's whole page. Never a wall: it reports nothing, and it is where a tab's remote overrides apply. With
 * `feed=console` it draws what the console sends (the group's builds, a draft page) once that has come.
 */
export function PanelPreview({ registry, backUrl }: { registry?: RemoteRegistry; backUrl?: string }) {
  const { params } = parsePreviewParams(useLocation().search);
  const preview = <PreviewContent registry={registry} backUrl={backUrl} />;
  return params?.feed === 'console' ? <FeedGate>{preview}</FeedGate> : preview;
}

/** The slot widget configuration the console sent for this one-panel preview. */
function useFedWidget() {
  const [widget, setWidget] = useState(fedWidget$.value);
  useEffect(() => {
    const subscription = fedWidget$.subscribe(setWidget);
    return () => subscription.unsubscribe();
  }, []);
  return widget;
}

function PreviewContent({ registry, backUrl }: { registry?: RemoteRegistry; backUrl?: string }) {
  const { params, error } = parsePreviewParams(useLocation().search);
  const widget = useFedWidget();
  if (params && !params.panel) {
    return previewPage(params) === 'xndx' ? (
      <XndxLayout registry={registry} />
    ) : (
      <HubLayout registry={registry} backUrl={backUrl} />
    );
  }
  return (
    <ScaledCanvas background={background}>
      {error || !params?.panel ? (
        <Box role="alert" sx={{ p: 6, fontSize: 28, color: '#ff6b6b' }}>
          预览参数有误：{error}
        </Box>
      ) : (
        <Box data-slot="preview" sx={{ position: 'absolute', left: 24, top: 24, width: params.w, height: params.h }}>
          <SlotWidgetContext.Provider value={widget}>
            {registry ? <PanelSlot panelId={params.panel} /> : <PanelLoading />}
          </SlotWidgetContext.Provider>
        </Box>
      )}
    </ScaledCanvas>
  );
}
