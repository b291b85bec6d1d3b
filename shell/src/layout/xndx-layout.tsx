import { PanelLoading } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemotePage } from '../remotes/remote-page';
import { HeaderBand } from './header-band';
import { LiveClock } from './live-clock';
import { Logo } from './logo';
import { ScaledCanvas } from './scaled-canvas';

/** The fixed header of the analysis and testing centre view (seed §2). */
export const XNDX_TITLE = '西南大学分析测试中心';

const background = 'radial-gradient(ellipse at 50% 0%, #0a3550 0%, #06203a 45%, #020a1c 100%)';

/** Route `/xndx`: the centre's fixed header and its index page (a spinner until the runtime files are read). */
export function XndxLayout({ registry }: { registry?: RemoteRegistry }) {
  return (
    <ScaledCanvas background={background}>
      <HeaderBand title={XNDX_TITLE} left={<Logo />} right={<LiveClock />} />
      <Box component="main" sx={{ position: 'relative' }}>
        {registry ? (
          <RemotePage registry={registry} moduleId="xndx/index-page" title="分析测试中心首页" />
        ) : (
          <PanelLoading />
        )}
      </Box>
    </ScaledCanvas>
  );
}
