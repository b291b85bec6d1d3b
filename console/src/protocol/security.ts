import { Type, type Static } from '@sinclair/typebox';

/** Who must sign in with a second factor (TOTP): every local account, local administrators only, or nobody. */
export const SECOND_FACTOR_POLICIES = ['off', 'admins', 'all'] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/**
 * `PUT /api/security/settings` (the security settings' role): passwords, lockout, second factor, sessions. Durations
 * are in minutes (days for the password's age); 0 means no limit where the field says so.
 */
export const securityPolicySchema = Type.Object(
  {
    passwordMinLength: Type.Integer({ minimum: 8, maximum: 64 }),
    /** Of the four classes: lower case, upper case, digits, other characters. */
    passwordClasses: Type.Integer({ minimum: 3, maximum: 4 }),
    /** The new password may be none of the last this many (the current one included). */
    passwordHistory: Type.Integer({ minimum: 1, maximum: 24 }),
    /** A password older than this must be changed at the next sign-in (0: never). */
    passwordMaxAgeDays: Type.Integer({ minimum: 0, maximum: 365 }),
    lockoutFailures: Type.Integer({ minimum: 3, maximum: 20 }),
    lockoutWindowMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
    lockoutMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
    secondFactor: Type.Union(SECOND_FACTOR_POLICIES.map((p) => Type.Literal(p))),
    idleMinutes: Type.Integer({ minimum: 1, maximum: 480 }),
    /** Sessions one administrator may hold at once (0: no limit). */
    maxSessionsAdmin: Type.Integer({ minimum: 0, maximum: 20 }),
    /** Sessions anyone else may hold at once (0: no limit). */
    maxSessionsOther: Type.Integer({ minimum: 0, maximum: 20 }),
    /** Over the limit, a new sign-in ends the oldest session, or is refused. */
    overLimit: Type.Union([Type.Literal('end-oldest'), Type.Literal('refuse')]),
  },
  { additionalProperties: false },
);
export type SecurityPolicy = Static<typeof securityPolicySchema>;

/** `GET /api/security/settings`: the policy in force and who saved it last. */
export type SecurityPolicyView = SecurityPolicy & { updatedAt?: number; updatedBy?: string };

/** What `POST /api/session` (and each later step) answers while the sign-in is not finished. */
export type SignInStep = 'second-factor' | 'enrol-second-factor' | 'change-password';

/** `GET /api/session/second-factor/enrolment`: the secret, as a QR code and as text. */
export interface SecondFactorEnrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
}

/** One of a person's own sessions (`GET /api/session/sessions`). */
export interface OwnSession {
  /** A hash of the session's id (never the id itself, which is the cookie's secret). */
  id: string;
  signedInAt: number;
  lastActiveAt: number;
  ip: string;
  userAgent: string;
  current: boolean;
}
