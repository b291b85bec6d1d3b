import type { CoreContext } from '../../core/service-context';
import type { SecurityPolicyStore } from './policy-store';

/** The security policy in force, for every route that signs people in or changes a password. */
export interface SecurityContext extends CoreContext {
  security: SecurityPolicyStore;
}
