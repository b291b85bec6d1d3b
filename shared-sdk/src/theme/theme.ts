import { createTheme, type Theme } from '@mui/material';
import { typeSize } from '../sizing/type-scale';
import { ACTIVE_PAGE_COLOR, COLORS, TABLE_HEADER_COLOR, TABLE_HEADER_FONT_PX, WALL_FONT_FAMILY } from './palette';

/** The MUI theme of both layouts: transparent containers, seed table and pagination colours. */
export const cockpitTheme: Theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: ACTIVE_PAGE_COLOR },
    secondary: { main: COLORS.accent },
    background: { default: 'transparent', paper: '#0b1f4a' },
    text: { primary: COLORS.text, secondary: COLORS.muted },
  },
  typography: {
    fontFamily: WALL_FONT_FAMILY,
    fontSize: 16,
  },
  components: {
    MuiCssBaseline: { styleOverrides: { body: { backgroundColor: 'transparent' } } },
    MuiContainer: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiTableContainer: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
    MuiTableCell: {
      styleOverrides: {
        root: {
          borderBottom: '1px solid rgba(64,156,255,0.18)',
          color: COLORS.text,
          fontSize: typeSize(16),
          padding: `${typeSize(6)} ${typeSize(10)}`,
        },
        // White on #348ac5 is 3.75:1: bold at 19 px is large text, where AA asks 3:1. Less padding keeps the row as high.
        head: {
          backgroundColor: TABLE_HEADER_COLOR,
          color: '#ffffff',
          fontWeight: 700,
          fontSize: typeSize(TABLE_HEADER_FONT_PX),
          lineHeight: 1.4,
          paddingTop: typeSize(4),
          paddingBottom: typeSize(4),
        },
      },
    },
    MuiPaginationItem: {
      styleOverrides: {
        root: {
          // No colour transition: it animates on the main thread, a frame every 16 ms for each page turn of a wall.
          transition: 'none',
          color: COLORS.text,
          fontSize: typeSize(14),
          minWidth: typeSize(26),
          height: typeSize(26),
          '&.Mui-selected': { backgroundColor: ACTIVE_PAGE_COLOR, color: '#fff' },
          '&.Mui-selected:hover': { backgroundColor: ACTIVE_PAGE_COLOR },
        },
      },
    },
  },
});
