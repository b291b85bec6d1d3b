import type { SecurityContext } from '../security';
import type { LocalSignInOn } from './user-access';

/** What the users' routes need: the security policy, and whether local sign-in is on (from the sign-in settings). */
export interface UsersContext extends SecurityContext {
  localSignInOn: LocalSignInOn;
}
