import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from './console-api';

/** Every console role, as a request body's field. */
export const roleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));

/** One rule of the claim mapping: a person whose role claim contains `value` gets `role` (the highest of all that match). */
export const roleRuleSchema = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 200 }),
    role: roleSchema,
  },
  { additionalProperties: false },
);
export type RoleRule = Static<typeof roleRuleSchema>;

/**
 * `PUT /api/sign-in/settings` (admin): the OpenID Connect provider. `clientSecret` omitted keeps the stored one (it is
 * never sent back); `sessionMaxAgeHours` bounds every console session, local or not; `localSignIn: false` leaves password
 * sign-in to emergency accounts only.
 */
export const signInSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    issuer: Type.String({ maxLength: 500 }),
    clientId: Type.String({ maxLength: 200 }),
    /** Omitted: the stored secret is kept; null: removed (a public client, which signs in with PKCE alone). */
    clientSecret: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()])),
    scopes: Type.String({ maxLength: 300 }),
    label: Type.String({ maxLength: 40 }),
    usernameClaim: Type.String({ minLength: 1, maxLength: 100 }),
    roleClaim: Type.String({ minLength: 1, maxLength: 100 }),
    roleRules: Type.Array(roleRuleSchema, { maxItems: 50 }),
    sessionMaxAgeHours: Type.Integer({ minimum: 1, maximum: 720 }),
    localSignIn: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SignInSettingsBody = Static<typeof signInSettingsSchema>;

/** `GET /api/sign-in/settings` (admin): as stored, without the secret; `fromEnvironment` when set by COCKPIT_OIDC_* (read-only here). */
export type SignInSettingsView = Omit<SignInSettingsBody, 'clientSecret'> & {
  hasClientSecret: boolean;
  fromEnvironment: boolean;
  /** The address to register at the provider as this console's redirect URI. */
  redirectUri: string;
  /** In the reply to a save: what became of the client secret. */
  clientSecretChange?: 'kept' | 'replaced' | 'removed';
  updatedAt?: number;
  updatedBy?: string;
};

/** `GET /api/sign-in/options` (anyone): what the login page offers. */
export interface SignInOptions {
  /** The provider's button, when single sign-on is on. */
  oidc?: { label: string };
  /** false: only emergency accounts may sign in with a password. */
  localSignIn: boolean;
}

/** Why a sign-in through the provider came back to the login page (`/login?sso=<reason>`). */
export const SSO_FAILURES = [
  'state',
  'provider',
  'unavailable',
  'off',
  'account-disabled',
  'cancelled',
  'session-limit',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];
