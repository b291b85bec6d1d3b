import type { Role } from '../../../protocol';
import type { SignInStep } from '../../../protocol/security';

/** A sign-in whose password was right and whose later steps are not done yet (ends after {@link PENDING_STEP_MS}). */
export interface PendingSignIn {
  username: string;
  role: Role;
  emergency: boolean;
  step: SignInStep;
  passed: SignInStep[];
  at: number;
  /** The lockout row of the typed name: a wrong code counts like a wrong password. */
  account: string;
  mustChangePassword: boolean;
  passwordExpired: boolean;
}

export const PENDING_STEP_MS = 5 * 60_000;

declare module 'fastify' {
  interface Session {
    username?: string;
    /** When this session signed in (epoch ms): it ends at the settings' maximum age. */
    signedInAt?: number;
    /** The last request the person made (not the page's polling): the session ends after the idle timeout. */
    lastActiveAt?: number;
    /** Where and with what the session signed in, for the person's list of their sessions. */
    ip?: string;
    userAgent?: string;
    /** Signed in through the provider: who, and the ID token (the hint for the provider's end-session endpoint). */
    oidc?: { issuer: string; subject: string; idToken: string };
    pending?: PendingSignIn;
    /** A second factor being enrolled: the secret, kept here until one code confirms it. */
    enrolSecret?: string;
  }
}
