import type { SecurityContext } from '../security';
import type { ProviderClient } from './oidc/provider-client';
import type { SignInSettings } from './oidc/sign-in-settings';

/** Sign-in settings (the OpenID Connect provider, local sign-in, the sessions' maximum age) and the provider's client. */
export interface SignInContext extends SecurityContext {
  signIn: { settings: SignInSettings; provider: ProviderClient };
}
