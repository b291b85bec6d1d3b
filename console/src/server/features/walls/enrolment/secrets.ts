import { createHash, randomBytes } from 'node:crypto';

/** A new secret: 32 random bytes, base64url, after a prefix that says what it is (`cwc_` a wall credential …). */
export function newSecret(prefix: string, random: (size: number) => Buffer = randomBytes): string {
  return `${prefix}${random(32).toString('base64url')}`;
}

/** Only the SHA-256 of a secret is stored: it has 256 random bits, so a fast hash is enough. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The bearer secret of an `Authorization` header, or undefined. */
export function bearerOf(authorization: string | undefined): string | undefined {
  return /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
}

/** Prefixes of the secrets the service hands out. */
export const SECRET_PREFIX = { credential: 'cwc_', pairing: 'cwp_', provisioning: 'cpv_' } as const;
