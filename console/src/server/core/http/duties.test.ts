import { ROLES } from '../../../protocol';
import { dutiesOf, mayDo, neededFor } from './duties';

test('with duties separated, each administrator holds one duty and only the auditor reads the audit', () => {
  expect(dutiesOf('admin', true)).toEqual(['self', 'read', 'operate', 'system', 'users-read']);
  expect(dutiesOf('security', true)).toEqual(['self', 'security', 'users-read']);
  expect(dutiesOf('auditor', true)).toEqual(['self', 'audit-read', 'audit-export']);
  expect(dutiesOf('viewer', true)).toEqual(['self', 'read']);
  // Nobody holds two of the three.
  for (const role of ROLES)
    expect(
      ['system', 'security', 'audit-export'].filter((d) => mayDo(role, d as never, true)).length,
    ).toBeLessThanOrEqual(1);
});

test('with duties not separated the administrator does everything, and everyone reads the audit as before', () => {
  expect(dutiesOf('admin', false)).toEqual([
    'self',
    'read',
    'operate',
    'system',
    'security',
    'users-read',
    'audit-read',
    'audit-export',
  ]);
  expect(mayDo('viewer', 'audit-read', false)).toBe(true);
  expect(mayDo('viewer', 'audit-export', false)).toBe(false);
  expect(mayDo('security', 'read', false)).toBe(false);
});

test('a refusal names the roles that hold the duty', () => {
  expect(neededFor('system', false)).toBe('需要管理员角色');
  expect(neededFor('system', true)).toBe('需要系统管理员角色');
  expect(neededFor('security', true)).toBe('需要安全管理员角色');
  expect(neededFor('audit-export', false)).toBe('需要管理员或审计管理员角色');
  expect(neededFor('read', true)).toBe('需要查看者角色');
});
