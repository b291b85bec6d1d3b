import type { Role } from '../../../protocol';
import type { SecondFactorPolicy, SignInStep } from '../../../protocol/security';

/** What decides the steps after a correct password. */
export interface StepFacts {
  role: Role;
  hasSecondFactor: boolean;
  mustChangePassword: boolean;
  passwordExpired: boolean;
  secondFactor: SecondFactorPolicy;
}

/** Whether the policy asks this person for a second factor. */
export const secondFactorRequired = (role: Role, policy: SecondFactorPolicy): boolean =>
  policy === 'all' || (policy === 'admins' && role === 'admin');

/**
 * The next step of a local sign-in, or null when it is done: the second factor first (the code, or enrolment when the
 * policy asks for one the person does not have yet), then a forced password change.
 */
export function nextStep(facts: StepFacts, passed: readonly SignInStep[]): SignInStep | null {
  const factorDone = passed.includes('second-factor') || passed.includes('enrol-second-factor');
  if (!factorDone && facts.hasSecondFactor) return 'second-factor';
  if (!factorDone && secondFactorRequired(facts.role, facts.secondFactor)) return 'enrol-second-factor';
  if (!passed.includes('change-password') && (facts.mustChangePassword || facts.passwordExpired))
    return 'change-password';
  return null;
}
