/**
 * The MUI parts the wall uses: what every build gets for `import { … } from '@mui/material'`.
 *
 * The shell provides this module under the share key `@mui/material` (see the build's
 * `shared-deps.js`), so the page loads one tree-shaken copy of MUI instead of the whole barrel
 * (a shared module cannot be tree-shaken). The theme keeps working in remotes because the shell,
 * shared-sdk and every remote use this one copy and one `@emotion/react`.
 *
 * Using another MUI component: add it here and to `MUI_PARTS` (a deep import keeps it tree-shaken),
 * release a minor shared-sdk version and rebuild the shell. A remote importing a name missing here
 * fails its build (`@cockpit/build-config` checks every `@mui/material` import against this module).
 */
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { createTheme, ThemeProvider } from '@mui/material/styles';
