import { nextStep, type StepFacts } from './sign-in-steps';

const facts = (over: Partial<StepFacts> = {}): StepFacts => ({
  role: 'operator',
  hasSecondFactor: false,
  mustChangePassword: false,
  passwordExpired: false,
  secondFactor: 'off',
  ...over,
});

test('an enrolled person is asked for a code, whatever the policy', () => {
  expect(nextStep(facts({ hasSecondFactor: true }), [])).toBe('second-factor');
  expect(nextStep(facts({ hasSecondFactor: true }), ['second-factor'])).toBeNull();
});

test('a person the policy covers who has no second factor enrols; others do not', () => {
  expect(nextStep(facts({ role: 'admin', secondFactor: 'admins' }), [])).toBe('enrol-second-factor');
  expect(nextStep(facts({ role: 'operator', secondFactor: 'admins' }), [])).toBeNull();
  expect(nextStep(facts({ role: 'viewer', secondFactor: 'all' }), [])).toBe('enrol-second-factor');
});

test('the forced password change comes after the second factor', () => {
  const f = facts({ hasSecondFactor: true, mustChangePassword: true });
  expect(nextStep(f, [])).toBe('second-factor');
  expect(nextStep(f, ['second-factor'])).toBe('change-password');
  expect(nextStep(facts({ passwordExpired: true }), [])).toBe('change-password');
  expect(nextStep(f, ['second-factor', 'change-password'])).toBeNull();
});
