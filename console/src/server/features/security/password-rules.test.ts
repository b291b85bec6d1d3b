import { DEFAULT_SECURITY_POLICY } from './policy-store';
import { passwordExpired, passwordProblem } from './password-rules';

const policy = DEFAULT_SECURITY_POLICY;

test('a short password is refused with its length in words', () => {
  expect(passwordProblem('Ab1!', policy)).toBe('密码太短：至少 10 个字符，现在 4 个');
});

test('two classes of four are refused, naming what is missing; three pass', () => {
  expect(passwordProblem('correct horse battery', policy)).toBe(
    '密码须包含四类中至少 3 类字符（小写字母、大写字母、数字、其他字符），现在缺少：大写字母、数字',
  );
  expect(passwordProblem('Correct horse battery', policy)).toBeNull();
  expect(passwordProblem('passw0rd12345', { ...policy, passwordClasses: 3 })).toContain('缺少：大写字母、其他字符');
  expect(passwordProblem('Passw0rd12345', { ...policy, passwordClasses: 4 })).toContain('全部四');
});

test('the user name inside the password is refused', () => {
  expect(passwordProblem('Zhang-San-2026', policy, 'zhang-san')).toBe('密码不能包含用户名');
});

test('a password expires at its maximum age, never with 0', () => {
  expect(passwordExpired(0, 10, 10)).toBe(true);
  expect(passwordExpired(0, 9, 10)).toBe(false);
  expect(passwordExpired(0, 1e12, 0)).toBe(false);
  expect(passwordExpired(null, 1e12, 10)).toBe(false);
});
