import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/queries';

/**
 * 退出登录: ends the console session; signed in through the provider, the page then goes to the provider's
 * end-session page (which comes back to /login), so the provider's own session ends too.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: (reply) => {
        if (reply?.endSessionUrl) window.location.assign(reply.endSessionUrl);
        else void navigate('/login', { replace: true });
      },
      onError: () => void navigate('/login', { replace: true }),
    });
  return { signOut, pending: logout.isPending };
}
