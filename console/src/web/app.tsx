import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { AlertsPage } from './alerts/alerts-page';
import { AuditPage } from './audit/audit-page';
import { GroupsPage } from './groups/groups-page';
import { HealthPage } from './health/health-page';
import { AppFrame } from './layout/app-frame';
import { ViewNotice } from './layout/query-view';
import { LayoutsPage } from './layouts/layouts-page';
import { ProvisioningTokensPage } from './provisioning/provisioning-tokens-page';
import { PublishTokensPage } from './publish-tokens/publish-tokens-page';
import { ReleasesPage } from './releases/releases-page';
import { RemotesPage } from './remotes/remotes-page';
import { SchedulesPage } from './schedules/schedules-page';
import { SourcesPage } from './sources/sources-page';
import { MapsPage } from './maps/maps-page';
import { LoginPage } from './session/login-page';
import { AdminOnly, RequireSession } from './session/session-context';
import type { Role } from '../protocol';
import { consoleTheme } from './theme';
import { UsersPage } from './users/users-page';
import { SignInSettingsPage } from './sign-in/sign-in-settings-page';
import { WallPage } from './wall/wall-page';
import { SecuritySettingsPage } from './security/security-settings-page';
import { AccountPage } from './account/account-page';
import { WallsPage } from './walls/walls-page';

/** The pages of the 安全管理员's duty (the server checks each route's duty itself). */
const SECURITY: Role[] = ['security'];

/** The admin's pages: path, what the page manages (told to whoever may not see it), the page, and who else may. */
const ADMIN_PAGES: [path: string, what: string, page: ComponentType, also?: Role[]][] = [
  ['provisioning-tokens', '预配令牌', ProvisioningTokensPage],
  ['publish-tokens', '发布令牌', PublishTokensPage],
  ['users', '用户', UsersPage, SECURITY],
  ['sign-in', '单点登录', SignInSettingsPage, SECURITY],
  ['security', '安全设置', SecuritySettingsPage, SECURITY],
];

/** Every route of the console page. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <AppFrame />
          </RequireSession>
        }
      >
        <Route index element={<WallsPage />} />
        <Route path="walls/:wallId" element={<WallPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="health" element={<HealthPage />} />
        <Route path="remotes" element={<RemotesPage />} />
        <Route path="releases" element={<ReleasesPage />} />
        <Route path="layouts" element={<LayoutsPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="schedules" element={<SchedulesPage />} />
        <Route path="sources" element={<SourcesPage />} />
        <Route path="maps" element={<MapsPage />} />
        <Route path="audit" element={<AuditPage />} />
        {ADMIN_PAGES.map(([path, what, Page, also]) => (
          <Route
            key={path}
            path={path}
            element={
              <AdminOnly what={what} also={also}>
                <Page />
              </AdminOnly>
            }
          />
        ))}
        <Route path="account" element={<AccountPage />} />
        <Route path="*" element={<ViewNotice>页面不存在，请从左侧导航进入。</ViewNotice>} />
      </Route>
    </Routes>
  );
}

interface ConsoleAppProps {
  /** Tests start at a path of their choosing, in memory. */
  initialPath?: string;
  /** Tests bring their own client (no retries). */
  queryClient?: QueryClient;
}

/** The console page: theme, query cache and router around {@link ConsoleRoutes}. */
export function ConsoleApp({ initialPath, queryClient }: ConsoleAppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const routes = <ConsoleRoutes />;
  return (
    <ThemeProvider theme={consoleTheme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {initialPath === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
