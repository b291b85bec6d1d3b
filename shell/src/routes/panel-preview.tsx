import { PanelLoading, PanelSlot } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ScaledCanvas } from '../layout/scaled-canvas';
import { parsePreviewParams } from './preview-params';

/** Route `/preview?panel=<remote>/<panel>&w=&h=`: one panel in its frame at a slot's size (once the runtime is `ready`). */
export function PanelPreview({ ready }: { ready: boolean }) {
  const { params, error } = parsePreviewParams(useLocation().search);
  return (
    <ScaledCanvas background="radial-gradient(ellipse at 50% 0%, #0c2a66 0%, #051437 45%, #020a22 100%)">
      {error || !params ? (
        <Box role="alert" sx={{ p: 6, fontSize: 28, color: '#ff6b6b' }}>预览参数有误：{error}</Box>
      ) : (
        <Box data-slot="preview" sx={{ position: 'absolute', left: 24, top: 24, width: params.w, height: params.h }}>
          {ready ? <PanelSlot panelId={params.panel} /> : <PanelLoading />}
        </Box>
      )}
    </ScaledCanvas>
  );
}
