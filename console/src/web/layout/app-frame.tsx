import { AppBar, Box, Button, Chip, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ROLE_LABEL } from '../format';
import { ChangePasswordDialog } from '../session/change-password-dialog';
import { useCurrentUser } from '../session/session-context';
import { useSignOut } from '../session/sign-out';
import { COLORS } from '../theme';

interface NavItem {
  path: string;
  label: string;
  adminOnly?: boolean;
}

const NAV: NavItem[] = [
  { path: '/', label: '墙面' },
  { path: '/groups', label: '分组' },
  { path: '/health', label: '健康' },
  { path: '/remotes', label: '远程模块' },
  { path: '/releases', label: '发布' },
  { path: '/layouts', label: '布局' },
  { path: '/alerts', label: '告警' },
  { path: '/schedules', label: '排程' },
  { path: '/sources', label: '数据源' },
  { path: '/audit', label: '审计日志' },
  { path: '/provisioning-tokens', label: '预配令牌', adminOnly: true },
  { path: '/publish-tokens', label: '发布令牌', adminOnly: true },
  { path: '/users', label: '用户', adminOnly: true },
  { path: '/sign-in', label: '单点登录', adminOnly: true },
];

function activeTab(pathname: string, items: NavItem[]): string | false {
  if (pathname === '/' || pathname.startsWith('/walls/')) return '/';
  return items.find((item) => item.path !== '/' && pathname.startsWith(item.path))?.path ?? false;
}

/** The app bar (sections, the signed-in user and role, 退出登录) above the current view. */
export function AppFrame() {
  const user = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const { pathname } = useLocation();
  const items = NAV.filter((item) => !item.adminOnly || user.role === 'admin');
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2, minHeight: 52 }}>
          <Typography component="div" sx={{ color: COLORS.title, fontWeight: 600, fontSize: 17, whiteSpace: 'nowrap' }}>
            驾驶舱运维控制台
          </Typography>
          {/* Eleven tabs for an admin: as wide as their words, and scrolled rather than cut on a 1366 px screen. */}
          <Tabs
            value={activeTab(pathname, items)}
            textColor="inherit"
            variant="scrollable"
            scrollButtons="auto"
            sx={{ flex: 1, minWidth: 0, minHeight: 52, '& .MuiTab-root': { minHeight: 52, minWidth: 0, px: 1.5, fontSize: 15 } }}
          >
            {items.map((item) => (
              <Tab key={item.path} value={item.path} label={item.label} component={Link} to={item.path} />
            ))}
          </Tabs>
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
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={pending}
              onClick={signOut}
            >
              退出登录
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}>
        <Outlet />
      </Box>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Box>
  );
}
