import { createHash } from 'node:crypto';
import { claimValues } from './claim-roles';

/** What a console user name may be (the user routes' own pattern). */
const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** A short, stable tag of one identity at one provider. */
export function identityTag(issuer: string, subject: string): string {
  return createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 8);
}

/**
 * The user names a person from the provider may get, in order: the username claim as it is (or with characters a
 * user name cannot hold turned into `_`), then the same with the identity's tag. A claim with no usable letters
 * (a name in Chinese characters, none at all) gives `sso-<tag>`. The second name is taken when the first belongs to
 * someone else: a provider's name never takes over an existing local account.
 */
export function usernameCandidates(
  claims: Record<string, unknown>,
  usernameClaim: string,
  issuer: string,
  subject: string,
): [string, string] {
  const tag = identityTag(issuer, subject);
  const wanted = claimValues(claims, usernameClaim)[0] ?? '';
  const cleaned = wanted.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 48);
  const base = /[A-Za-z0-9]{2}/.test(cleaned) && USERNAME.test(cleaned) ? cleaned : `sso-${tag}`;
  return [base, base.startsWith('sso-') ? `${base}-2` : `${base}.${tag}`];
}
