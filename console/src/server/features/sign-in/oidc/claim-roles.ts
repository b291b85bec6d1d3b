import type { Role } from '../../../../protocol';
import type { RoleRule } from '../../../../protocol/sign-in';

/** Which role wins when several rules match: the one that may do more; a duty of its own above the operator's. */
const RANK: Record<RoleRule['role'], number> = { viewer: 0, operator: 1, auditor: 2, security: 3, admin: 4 };

/**
 * The strings a claim holds, found by a dotted path (`groups`, `realm_access.roles`, `resource_access.cockpit.roles`):
 * a string, a number, or an array of them. Anything else (absent, an object, a boolean) holds none.
 */
export function claimValues(claims: Record<string, unknown>, path: string): string[] {
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
    value = (value as Record<string, unknown>)[part];
  }
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}

/**
 * The role a person gets from their claims: the highest role of every rule whose value the role claim contains, or
 * null when none matches (signed in, allowed nothing). Values compare exactly; a group path (`/cockpit/admins`, as
 * Keycloak sends with full paths on) is a value like any other.
 */
export function roleFromClaims(
  claims: Record<string, unknown>,
  roleClaim: string,
  rules: readonly RoleRule[],
): Role | null {
  const held = new Set(claimValues(claims, roleClaim));
  let best: RoleRule['role'] | null = null;
  for (const rule of rules) {
    if (held.has(rule.value) && (best === null || RANK[rule.role] > RANK[best])) best = rule.role;
  }
  return best;
}
