import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { COLORS } from '../theme';
import { useSignOut } from './sign-out';

/** Signed in through the provider, but the claims map to no role: what they are told, and the only thing they can do. */
export function NoAccessPage({ message }: { message: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: 460, p: 4, border: `1px solid ${COLORS.panelBorder}` }}>
        <Typography variant="h5" component="h1" sx={{ color: COLORS.title, fontWeight: 600, mb: 2 }}>
          没有访问权限
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {message}
        </Alert>
        <Button variant="outlined" fullWidth onClick={signOut} disabled={pending}>
          退出登录
        </Button>
      </Paper>
    </Box>
  );
}
