import type { SecurityPolicy } from '../../../protocol/security';

const CLASSES: { name: string; test: RegExp }[] = [
  { name: '小写字母', test: /\p{Ll}/u },
  { name: '大写字母', test: /\p{Lu}/u },
  { name: '数字', test: /\p{Nd}/u },
  { name: '其他字符（如 !@#、空格、汉字）', test: /[^\p{Ll}\p{Lu}\p{Nd}]/u },
];

/** Why a new password is refused by the policy (in words), or null. Reuse is checked against the stored hashes elsewhere. */
export function passwordProblem(
  password: string,
  policy: Pick<SecurityPolicy, 'passwordMinLength' | 'passwordClasses'>,
  username?: string,
): string | null {
  const length = [...password].length;
  if (length < policy.passwordMinLength) return `密码太短：至少 ${policy.passwordMinLength} 个字符，现在 ${length} 个`;
  const missing = CLASSES.filter((c) => !c.test.test(password));
  if (CLASSES.length - missing.length < policy.passwordClasses) {
    return `密码须包含${policy.passwordClasses === 4 ? '全部四' : `四类中至少 ${policy.passwordClasses}`} 类字符（小写字母、大写字母、数字、其他字符），现在缺少：${missing.map((c) => c.name).join('、')}`;
  }
  if (username && password.toLowerCase().includes(username.toLowerCase())) return '密码不能包含用户名';
  return null;
}

/** Whether a password set at `changedAt` must be changed now (maxAgeMs 0: never). */
export function passwordExpired(changedAt: number | null, now: number, maxAgeMs: number): boolean {
  return maxAgeMs > 0 && changedAt !== null && now - changedAt >= maxAgeMs;
}
