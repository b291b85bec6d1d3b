/**
 * The MUI components and helpers the wall provides to every remote for
 * `import { … } from '@mui/material'` (the module is `@cockpit/shared-sdk/mui-parts`).
 *
 * @remarks
 * The shell shares only these parts, tree-shaken, instead of the whole MUI barrel; a remote carries no
 * MUI of its own, and its build fails when it imports a part that is not listed. The list is part of
 * the SDK contract: adding a part is a minor version, removing one a major version.
 */
export const MUI_PARTS = [
  'Alert',
  'Box',
  'Button',
  'ButtonBase',
  'CircularProgress',
  'CssBaseline',
  'Dialog',
  'DialogContent',
  'DialogTitle',
  'IconButton',
  'Pagination',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'createTheme',
  'ThemeProvider',
] as const;

/** One name of {@link MUI_PARTS}. */
export type MuiPart = (typeof MUI_PARTS)[number];
