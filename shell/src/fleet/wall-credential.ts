import { WALL_ID_PATTERN, type WallCredential } from '@cockpit/protocol';

type CredentialStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ID = new RegExp(WALL_ID_PATTERN);

/** Where the credential for one fleet is kept: a browser that moves to another fleet enrols there anew. */
export const credentialKey = (fleetUrl: string): string => `cockpit.fleet.credential:${fleetUrl.replace(/\/+$/, '')}`;

/** A value read back from storage or a reply, if it has the shape of a credential. */
export function asCredential(value: unknown): WallCredential | undefined {
  const c = value as Partial<WallCredential> | null;
  const ok =
    typeof c?.wallId === 'string' &&
    ID.test(c.wallId) &&
    typeof c.secret === 'string' &&
    c.secret.length > 0 &&
    c.secret.length <= 512 &&
    typeof c.group === 'string' &&
    ID.test(c.group) &&
    typeof c.name === 'string';
  return ok ? { wallId: c.wallId!, secret: c.secret!, group: c.group!, name: c.name!.slice(0, 40) } : undefined;
}

/** The credential this browser holds for `fleetUrl`, or undefined (none, malformed, or storage refused). */
export function loadCredential(storage: CredentialStorage | undefined, fleetUrl: string): WallCredential | undefined {
  try {
    return asCredential(JSON.parse(storage?.getItem(credentialKey(fleetUrl)) ?? 'null'));
  } catch {
    return undefined;
  }
}

/** Keeps the credential; a browser that refuses storage holds it for this page only (it pairs again after a reload). */
export function saveCredential(
  storage: CredentialStorage | undefined,
  fleetUrl: string,
  credential: WallCredential,
): void {
  try {
    storage?.setItem(credentialKey(fleetUrl), JSON.stringify(credential));
  } catch {
    // Nothing more to do: the running page keeps its credential in memory.
  }
}

/** Forgets the credential (the service refused it: revoked, re-paired or retired). */
export function forgetCredential(storage: CredentialStorage | undefined, fleetUrl: string): void {
  try {
    storage?.removeItem(credentialKey(fleetUrl));
  } catch {
    // A storage that refuses cannot hold a credential either.
  }
}
