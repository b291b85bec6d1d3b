import { PanelLoading, useTitle } from '@cockpit/shared-sdk';
import { Box, Button } from '@mui/material';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemotePage } from '../remotes/remote-page';
import { HeaderBand } from './header-band';
import { LiveClock } from './live-clock';
import { Logo } from './logo';
import { ScaledCanvas } from './scaled-canvas';

const background = 'radial-gradient(ellipse at 50% 0%, #0c2a66 0%, #051437 45%, #020a22 100%)';

/**
 * Route `/`: logo, the title from the bus, the clock, 返回 to the provider's page, the hub index
 * page. The header paints before the runtime files are read (`registry` and `backUrl` absent).
 */
export function HubLayout({ registry, backUrl }: { registry?: RemoteRegistry; backUrl?: string }) {
  const title = useTitle();
  return (
    <ScaledCanvas background={background}>
      <HeaderBand
        title={title}
        left={
          <>
            <Logo />
            <Button
              data-back
              component="a"
              href={backUrl}
              variant="outlined"
              sx={{ fontSize: 20, px: 3, borderColor: '#409cff', color: '#cfe3ff' }}
            >
              返回
            </Button>
          </>
        }
        right={<LiveClock />}
      />
      <Box component="main" sx={{ position: 'relative' }}>
        {registry ? <RemotePage registry={registry} moduleId="hub/index-page" title="服务港首页" /> : <PanelLoading />}
      </Box>
    </ScaledCanvas>
  );
}
