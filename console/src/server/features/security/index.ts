export { accountKey, clearFailures, countFailure, lockedUntil } from './lockout';
export { allowedPasswordHash, storePassword } from './password-history';
export { passwordExpired, passwordProblem } from './password-rules';
export { DEFAULT_SECURITY_POLICY, SecurityPolicyStore, type PolicyInForce } from './policy-store';
export {
  enrol,
  hasSecondFactor,
  matchingStep,
  newEnrolment,
  resetSecondFactor,
  takeCode,
  useRecoveryCode,
} from './second-factor';
export { requireSecuritySettingsRole } from './security-access';
export type { SecurityContext } from './security-context';
export { securityRoutes } from './security-routes';
export { activityWriteMs, BACKGROUND_HEADER, idleExpired, sessionLimit, sessionsToEnd } from './session-rules';
