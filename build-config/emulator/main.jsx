// The emulator page of `cockpit-remote dev`: built by the team's dev server together with its panels, from the
// packed @cockpit/shared-sdk (the host's real frame, theme and data hooks) and this package, nothing else.
import { cockpitTheme, loadChartEngine } from '@cockpit/shared-sdk';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import 'cockpit-emulator-panels';
import { Emulator } from './emulator';

const queryClient = new QueryClient();
loadChartEngine().catch((error) => console.warn('图表组件加载失败', error));
createRoot(document.getElementById('root')).render(
  <ThemeProvider theme={cockpitTheme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <Emulator remote={__COCKPIT_REMOTE__} />
    </QueryClientProvider>
  </ThemeProvider>,
);
