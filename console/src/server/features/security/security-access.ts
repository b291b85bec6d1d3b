import { requireDuty } from '../../core/http/console-access';
import type { CoreContext } from '../../core/service-context';

/**
 * Who may read and change the security settings (passwords, lockout, second factor, sessions): the `security` duty,
 * which is the administrator's while duties are one, and only the security administrator's once they are separated.
 */
export const requireSecuritySettingsRole = (ctx: Pick<CoreContext, 'signedIn' | 'db'>) => requireDuty(ctx, 'security');
