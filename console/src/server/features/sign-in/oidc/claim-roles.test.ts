import { claimValues, roleFromClaims } from './claim-roles';

const rules = [
  { value: 'cockpit-viewers', role: 'viewer' as const },
  { value: 'cockpit-operators', role: 'operator' as const },
  { value: '/信息中心/大屏管理员', role: 'admin' as const },
  { value: 'cockpit-security', role: 'security' as const },
  { value: 'cockpit-auditors', role: 'auditor' as const },
];

describe('roles from claims', () => {
  it('reads a claim by a dotted path: a string, a number or a list of them', () => {
    expect(claimValues({ groups: ['a', 'b'] }, 'groups')).toEqual(['a', 'b']);
    expect(claimValues({ realm_access: { roles: ['x'] } }, 'realm_access.roles')).toEqual(['x']);
    expect(claimValues({ department: '信息中心' }, 'department')).toEqual(['信息中心']);
    expect(claimValues({ dept: 42 }, 'dept')).toEqual(['42']);
    expect(claimValues({ groups: [{ name: 'a' }, true, 'b'] }, 'groups')).toEqual(['b']);
    expect(claimValues({ groups: 'a' }, 'groups.x')).toEqual([]);
    expect(claimValues({}, 'groups')).toEqual([]);
  });

  it('gives the highest role of every rule that matches', () => {
    expect(roleFromClaims({ groups: ['cockpit-viewers', 'cockpit-operators'] }, 'groups', rules)).toBe('operator');
    expect(roleFromClaims({ groups: ['/信息中心/大屏管理员', 'cockpit-viewers'] }, 'groups', rules)).toBe('admin');
    expect(roleFromClaims({ groups: 'cockpit-viewers' }, 'groups', rules)).toBe('viewer');
  });

  it('gives the separated duties: 安全管理员 and 审计管理员, each above the operator, the administrator above both', () => {
    expect(roleFromClaims({ groups: ['cockpit-security'] }, 'groups', rules)).toBe('security');
    expect(roleFromClaims({ groups: ['cockpit-auditors', 'cockpit-operators'] }, 'groups', rules)).toBe('auditor');
    expect(roleFromClaims({ groups: ['cockpit-auditors', 'cockpit-security'] }, 'groups', rules)).toBe('security');
    expect(roleFromClaims({ groups: ['cockpit-security', '/信息中心/大屏管理员'] }, 'groups', rules)).toBe('admin');
  });

  it('gives no role when nothing matches: values compare exactly, other claims do not count', () => {
    expect(roleFromClaims({ groups: ['Cockpit-Operators', 'cockpit-operators-old'] }, 'groups', rules)).toBeNull();
    expect(roleFromClaims({ roles: ['cockpit-operators'] }, 'groups', rules)).toBeNull();
    expect(roleFromClaims({ groups: ['cockpit-operators'] }, 'groups', [])).toBeNull();
  });
});
