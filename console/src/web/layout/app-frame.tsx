import { AppBar, Box, Button, Chip, Drawer, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROLE_LABEL } from '../format';
import { ChangePasswordDialog } from '../session/change-password-dialog';
import { useCurrentUser } from '../session/session-context';
import { useSignOut } from '../session/sign-out';
import { COLORS } from '../theme';
import { SideNav } from './side-nav';

/** The pages of the two roles with one duty each (三权分立); every other role sees the navigation by `admin`. */
const DUTY_PAGES: Partial<Record<string, readonly string[]>> = {
  security: ['/users', '/sign-in', '/security'],
  auditor: ['/audit'],
};

/** The side navigation's width, px, and the app bar's height above it. */
const NAV_PX = 184;
const BAR_PX = 52;

/** The app bar (the signed-in user and role, 退出登录) over the side navigation and the current view. */
export function AppFrame() {
  const user = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);
  const { pathname } = useLocation();
  const only = DUTY_PAGES[user.role];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2, minHeight: BAR_PX }}>
          <Typography component="div" sx={{ color: COLORS.title, fontWeight: 600, fontSize: 17, whiteSpace: 'nowrap' }}>
            驾驶舱运维控制台
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
            <Typography component="span" aria-label="当前用户">
              {user.username}
            </Typography>
            <Chip size="small" color={user.role === 'admin' ? 'primary' : 'default'} label={ROLE_LABEL[user.role]} />
            {!user.sso && (
              <Button color="inherit" size="small" onClick={() => setChangingPassword(true)}>
                修改密码
              </Button>
            )}
            <Button color="inherit" size="small" variant="outlined" disabled={pending} onClick={signOut}>
              退出登录
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      {/* The page scrolls with the window (grids size to it); the navigation, fixed beside it, scrolls on its own. */}
      <Box sx={{ flex: 1, display: 'flex' }}>
        <Drawer
          variant="permanent"
          sx={{
            width: NAV_PX,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: NAV_PX,
              top: BAR_PX,
              height: `calc(100% - ${BAR_PX}px)`,
              bgcolor: '#06173d',
              py: 0.5,
            },
          }}
        >
          <SideNav admin={user.role === 'admin'} only={only} />
        </Drawer>
        <Box component="main" sx={{ flex: 1, p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}>
          {only && !only.some((page) => pathname.startsWith(page)) ? <Navigate to={only[0]} replace /> : <Outlet />}
        </Box>
      </Box>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Box>
  );
}
