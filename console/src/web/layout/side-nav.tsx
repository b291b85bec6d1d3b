import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { COLORS } from '../theme';

interface NavItem {
  path: string;
  label: string;
  adminOnly?: boolean;
}

interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The console's pages grouped by task; every URL is the one the pages always had. */
export const NAV_GROUPS: NavGroup[] = [
  {
    title: '墙面',
    items: [
      { path: '/', label: '墙面列表' },
      { path: '/groups', label: '分组' },
      { path: '/health', label: '健康' },
      { path: '/provisioning-tokens', label: '预配令牌', adminOnly: true },
    ],
  },
  {
    title: '内容',
    items: [
      { path: '/layouts', label: '布局' },
      { path: '/schedules', label: '排程' },
      { path: '/sources', label: '数据源' },
      { path: '/maps', label: '地图' },
    ],
  },
  {
    title: '发布',
    items: [
      { path: '/remotes', label: '远程模块' },
      { path: '/releases', label: '版本发布' },
      { path: '/publish-tokens', label: '发布令牌', adminOnly: true },
    ],
  },
  { title: '告警', items: [{ path: '/alerts', label: '告警' }] },
  {
    title: '管理',
    items: [
      { path: '/users', label: '用户', adminOnly: true },
      { path: '/sign-in', label: '单点登录', adminOnly: true },
      { path: '/security', label: '安全设置', adminOnly: true },
      { path: '/audit', label: '审计日志' },
      { path: '/account', label: '我的账号' },
    ],
  },
];

function isCurrent(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/' || pathname.startsWith('/walls/');
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The side navigation: a header per group (left out where the group is one page of its name), its pages below. */
export function SideNav({ admin, only }: { admin: boolean; only?: readonly string[] }) {
  const { pathname } = useLocation();
  const shown = (item: NavItem) => (only ? only.includes(item.path) : admin || !item.adminOnly);
  const groups = NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter(shown) })).filter(
    (group) => group.items.length > 0,
  );
  return (
    <nav aria-label="控制台导航">
      {groups.map(({ title, items }) => (
        <List
          key={title}
          dense
          disablePadding
          aria-label={title}
          subheader={
            items.length > 1 || items[0]?.label !== title ? (
              // Not sticky: on a short screen the navigation scrolls, and a header held at the top would cover a page's name.
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', color: COLORS.muted, lineHeight: '28px', fontSize: 13 }}
              >
                {title}
              </ListSubheader>
            ) : undefined
          }
        >
          {items.map((item) => {
            const current = isCurrent(item.path, pathname);
            return (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.path}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    pl: 3,
                    py: 0.25,
                    borderLeft: `3px solid ${current ? COLORS.active : 'transparent'}`,
                    '&.Mui-selected': { bgcolor: 'rgba(41, 137, 255, 0.2)' },
                  }}
                >
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { sx: { fontSize: 15, color: current ? COLORS.title : COLORS.text } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </nav>
  );
}
