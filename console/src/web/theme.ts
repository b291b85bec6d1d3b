import { createTheme } from '@mui/material';
import { zhCN as coreZhCN } from '@mui/material/locale';
import { zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import type {} from '@mui/x-data-grid/themeAugmentation';

/** The wall's house colours (shared-sdk/src/theme/palette.ts), repeated here: the console bundles no wall code. */
export const COLORS = {
  background: '#030c24',
  paper: '#0b1f4a',
  panelBorder: 'rgba(64, 156, 255, 0.45)',
  tableHeader: '#348ac5',
  active: '#2989ff',
  text: '#cfe3ff',
  title: '#e6f4ff',
  muted: '#8fb2dc',
  accent: '#36cfc9',
  ok: '#52c41a',
  warning: '#ffc53d',
  danger: '#ff6b6b',
} as const;

/**
 * The console's own darker fills behind white text: the wall's #348ac5 header (3.75:1) and #2989ff buttons (3.43:1)
 * fail WCAG AA's 4.5:1 for normal text (GB/T 37668); these reach 5.4:1 and 4.9:1. Text drawn in the active colour on the
 * dark page keeps #2989ff (4.8:1 on paper). The wall keeps the seed's colours.
 */
export const CONSOLE_FILLS = { tableHeader: '#2a6f9f', active: '#1f6fd1', activeHover: '#1a5fb4' } as const;

const FONT_FAMILY = '"Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** The console's dark theme: the wall's palette, denser type, zh-CN texts for MUI and the data grid. */
export const consoleTheme = createTheme(
  {
    palette: {
      mode: 'dark',
      primary: { main: COLORS.active },
      secondary: { main: COLORS.accent },
      success: { main: COLORS.ok },
      warning: { main: COLORS.warning },
      error: { main: COLORS.danger },
      background: { default: COLORS.background, paper: COLORS.paper },
      text: { primary: COLORS.text, secondary: COLORS.muted },
      divider: 'rgba(64, 156, 255, 0.22)',
    },
    typography: { fontFamily: FONT_FAMILY, fontSize: 14 },
    components: {
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: '#06173d', borderBottom: `1px solid ${COLORS.panelBorder}` } },
      },
      MuiButton: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: CONSOLE_FILLS.active,
              color: '#ffffff',
              '&:hover': { backgroundColor: CONSOLE_FILLS.activeHover },
            },
          },
        ],
      },
      MuiChip: {
        variants: [
          {
            props: { variant: 'filled', color: 'primary' },
            style: { backgroundColor: CONSOLE_FILLS.active, color: '#ffffff' },
          },
        ],
      },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: 13, maxWidth: 420, whiteSpace: 'pre-wrap' } } },
      MuiDataGrid: {
        styleOverrides: {
          root: {
            '--DataGrid-containerBackground': CONSOLE_FILLS.tableHeader,
            '--DataGrid-rowBorderColor': 'rgba(64, 156, 255, 0.18)',
            backgroundColor: 'rgba(8, 34, 84, 0.55)',
            borderColor: COLORS.panelBorder,
          },
          columnHeader: { backgroundColor: CONSOLE_FILLS.tableHeader, color: '#ffffff' },
          columnHeaderTitle: { fontWeight: 600 },
          row: { '&.Mui-selected': { backgroundColor: 'rgba(41, 137, 255, 0.22)' } },
        },
      },
    },
  },
  gridZhCN,
  coreZhCN,
);

/** The colour of each panel state (and of an offline wall) on the wall drawing, tables and history. */
export const STATE_COLOR: Record<'loading' | 'ready' | 'stale' | 'empty' | 'error' | 'offline', string> = {
  loading: COLORS.active,
  ready: COLORS.ok,
  stale: COLORS.warning,
  empty: COLORS.muted,
  error: COLORS.danger,
  offline: '#8c8c8c',
};
