export { ProviderClient } from './oidc/provider-client';
export { settingsFromEnv, type OidcSettings } from './oidc/settings-rules';
export { SignInSettings } from './oidc/sign-in-settings';
export { sessionRoutes } from './session-routes';
export { sessionUser } from './session-user';
export type { SignInContext } from './sign-in-context';
export { signInRoutes } from './sign-in-routes';
export { signInSettingsRoutes } from './sign-in-settings-routes';
