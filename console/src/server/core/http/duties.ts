import type { Role } from '../../../protocol';

/**
 * What a route does, as far as who may do it goes. `public`, `wall` and `publish` routes check their own credential
 * (a session being made, a wall's key, a publish token); every other duty is checked by `requireRole`.
 */
export type Duty =
  | 'public'
  | 'wall'
  | 'publish'
  | 'self'
  | 'read'
  | 'operate'
  | 'system'
  | 'security'
  | 'users-read'
  | 'audit-read'
  | 'audit-export';

/** Who may do what, with separation of duties (三权分立) off and on. */
const WHO: Record<Exclude<Duty, 'public' | 'wall' | 'publish'>, { off: Role[]; on: Role[] }> = {
  self: {
    off: ['viewer', 'operator', 'admin', 'security', 'auditor'],
    on: ['viewer', 'operator', 'admin', 'security', 'auditor'],
  },
  read: { off: ['viewer', 'operator', 'admin'], on: ['viewer', 'operator', 'admin'] },
  operate: { off: ['operator', 'admin'], on: ['operator', 'admin'] },
  system: { off: ['admin'], on: ['admin'] },
  security: { off: ['admin', 'security'], on: ['security'] },
  'users-read': { off: ['admin', 'security'], on: ['admin', 'security'] },
  // With separation off everyone reads the audit as before (failed sign-ins only the administrators); on, the auditor alone.
  'audit-read': { off: ['viewer', 'operator', 'admin', 'auditor'], on: ['auditor'] },
  'audit-export': { off: ['admin', 'auditor'], on: ['auditor'] },
};

/** Whether `role` may do `duty`; routes that check their own credential are not a role's to decide. */
export function mayDo(role: Role, duty: Duty, separated: boolean): boolean {
  if (duty === 'public' || duty === 'wall' || duty === 'publish') return true;
  return WHO[duty][separated ? 'on' : 'off'].includes(role);
}

/** Every duty a role holds (the console shows only the pages they open). */
export const dutiesOf = (role: Role, separated: boolean): Duty[] =>
  (Object.keys(WHO) as Duty[]).filter((duty) => mayDo(role, duty, separated));

/** The role names, as the console says them; `admin` is the 系统管理员 once duties are separated. */
export function roleName(role: Role, separated: boolean): string {
  const names: Record<Role, string> = {
    viewer: '查看者',
    operator: '操作员',
    admin: separated ? '系统管理员' : '管理员',
    security: '安全管理员',
    auditor: '审计管理员',
  };
  return names[role];
}

/** What a refusal says is needed: the roles that hold the duty. */
export function neededFor(duty: Duty, separated: boolean): string {
  if (duty === 'public' || duty === 'wall' || duty === 'publish') return '';
  const roles = WHO[duty][separated ? 'on' : 'off'];
  // A duty of a rank ("viewer or above") is named by its lowest role, as before separation existed.
  const named = duty === 'read' || duty === 'operate' || duty === 'system' ? roles.slice(0, 1) : roles;
  return `需要${named.map((r) => roleName(r, separated)).join('或')}角色`;
}

/** The duty a route without a row in the table gets from the role its `requireRole` names (new routes until listed). */
export const DUTY_OF_ROLE: Record<Role, Duty> = {
  viewer: 'read',
  operator: 'operate',
  admin: 'system',
  security: 'security',
  auditor: 'audit-read',
};
