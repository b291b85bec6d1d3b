import { requireRole } from '../../core/http/console-access';
import type { CoreContext } from '../../core/service-context';

/**
 * Who may read and change the security settings (passwords, lockout, second factor, sessions). The one place that
 * says so: today the administrator; with separated duties, the security administrator.
 */
export const requireSecuritySettingsRole = (ctx: Pick<CoreContext, 'signedIn'>) => requireRole(ctx, 'admin');
