import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role, SessionInfo } from '../../protocol/console-api';
import { useSession } from '../api/queries';
import { ViewNotice } from '../layout/query-view';
import { Alert, Box, Button } from '@mui/material';
import { ApiError, errorMessage } from '../api/client';
import { NoAccessPage } from './no-access-page';

const SessionContext = createContext<SessionInfo | null>(null);

/** The signed-in user; only inside {@link RequireSession}. */
export function useCurrentUser(): SessionInfo {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useCurrentUser outside RequireSession');
  return user;
}

/** Whether the signed-in user's role is at least `role` (viewer < operator < admin). */
export function useHasRole(role: Role): boolean {
  const order: Role[] = ['viewer', 'operator', 'admin'];
  return order.indexOf(useCurrentUser().role) >= order.indexOf(role);
}

/** Renders its children for a signed-in user; anyone else goes to the login page, back here after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <ViewNotice busy>正在确认登录状态…</ViewNotice>;
  // Signed in through the provider with claims that map to no role: told so, allowed nothing but signing out.
  if (
    session.isError &&
    session.error instanceof ApiError &&
    session.error.status === 403 &&
    session.error.field === 'role'
  ) {
    return <NoAccessPage message={session.error.message} />;
  }
  if (session.isError) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void session.refetch()}>
              重试
            </Button>
          }
        >
          无法确认登录状态：{errorMessage(session.error)}
        </Alert>
      </Box>
    );
  }
  if (!session.data) {
    const next = location.pathname + location.search;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <SessionContext.Provider value={session.data}>{children}</SessionContext.Provider>;
}

/** Renders its children for an administrator, a refusal in Chinese for anyone else. */
export function AdminOnly({ children, what, also = [] }: { children: ReactNode; what: string; also?: Role[] }) {
  const admin = useHasRole('admin');
  const { role } = useCurrentUser();
  if (!admin && !also.includes(role)) return <Alert severity="warning">仅管理员可以管理{what}。</Alert>;
  return <>{children}</>;
}
