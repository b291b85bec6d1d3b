import { randomBytes } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, type PairingRequest, type PairingStatus, type PendingPairing, type WallCredential } from '../../protocol';
import { hashSecret, newSecret, SECRET_PREFIX } from './secrets';

/** A code is good for ten minutes; a claimed code's credential waits as long again for its wall to collect it. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** How often a wall asks whether its code was claimed (a claim reaches the wall well within 5 s). */
export const PAIRING_POLL_MS = 2000;
/** Codes held at once, in all and per address: nothing a client sends without a credential grows the service unbounded. */
export interface PendingCaps {
  total: number;
  perAddress: number;
}

interface Entry extends PendingPairing {
  secretHash: string;
  shellBuild?: string;
  /** Set by a claim; handed to the wall at its next poll, then the entry goes. */
  credential?: WallCredential;
  /** Taken by a claim in progress: no second claim, not listed. */
  reserved?: boolean;
}

export type Issued = { ok: true; code: string; pairingSecret: string; expiresAt: number } | { ok: false; reason: 'full' | 'address-full' };

/** One random code from the alphabet without look-alikes (rejection sampling: no character is likelier than another). */
export function randomCode(random: (size: number) => Buffer = randomBytes): string {
  const limit = 256 - (256 % PAIRING_CODE_ALPHABET.length);
  let code = '';
  while (code.length < PAIRING_CODE_LENGTH) {
    for (const byte of random(PAIRING_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < PAIRING_CODE_LENGTH) code += PAIRING_CODE_ALPHABET[byte % PAIRING_CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * Pairing codes waiting for an operator, in memory only (a code lives ten minutes; a restart asks walls for new ones).
 * Capped in all and per address, expiring; the pairing secret that collects the credential is known only to the wall.
 */
export class PairingBook {
  private readonly entries = new Map<string, Entry>();
  private readonly codeBySecret = new Map<string, string>();
  private readonly perAddress = new Map<string, number>();
  private sweptAt = -Infinity;

  constructor(readonly caps: PendingCaps, private readonly random: (size: number) => Buffer = randomBytes) {}

  issue(request: PairingRequest, address: string, now: number): Issued {
    this.sweep(now);
    if (this.entries.size >= this.caps.total) return { ok: false, reason: 'full' };
    if ((this.perAddress.get(address) ?? 0) >= this.caps.perAddress) return { ok: false, reason: 'address-full' };
    let code = randomCode(this.random);
    while (this.entries.has(code)) code = randomCode(this.random);
    const pairingSecret = newSecret(SECRET_PREFIX.pairing, this.random);
    const { route, suggestedName, suggestedGroup, shellBuild } = request;
    const entry: Entry = {
      code, route, address, requestedAt: now, expiresAt: now + PAIRING_TTL_MS, secretHash: hashSecret(pairingSecret),
      ...(suggestedName ? { suggestedName } : {}), ...(suggestedGroup ? { suggestedGroup } : {}), ...(shellBuild ? { shellBuild } : {}),
    };
    this.entries.set(code, entry);
    this.codeBySecret.set(entry.secretHash, code);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    return { ok: true, code, pairingSecret, expiresAt: entry.expiresAt };
  }

  /** The wall's poll: pending, or its credential (handed over once), or undefined when the code expired or is unknown. */
  poll(pairingSecret: string, now: number): PairingStatus | undefined {
    this.sweep(now);
    const entry = this.live(this.codeBySecret.get(hashSecret(pairingSecret)) ?? '', now);
    if (!entry) return undefined;
    if (!entry.credential) return { status: 'pending', code: entry.code, expiresAt: entry.expiresAt };
    this.remove(entry);
    return { status: 'claimed', credential: entry.credential };
  }

  /** Takes a live, unclaimed code for a claim (undefined when there is none): no second claim while this one is stored. */
  reserve(code: string, now: number): PendingPairing | undefined {
    this.sweep(now);
    const entry = this.live(code, now);
    if (!entry || entry.reserved || entry.credential) return undefined;
    entry.reserved = true;
    return toPending(entry);
  }

  /** The claim was stored: the wall collects this credential at its next poll. */
  deliver(code: string, credential: WallCredential, now: number): void {
    const entry = this.entries.get(code);
    if (!entry) return;
    entry.credential = credential;
    entry.expiresAt = now + PAIRING_TTL_MS;
  }

  /** The claim failed: the code can be claimed again. */
  release(code: string): void {
    const entry = this.entries.get(code);
    if (entry) entry.reserved = false;
  }

  /** Codes waiting for an operator, oldest first. */
  pending(now: number): PendingPairing[] {
    this.sweep(now);
    return [...this.entries.values()].filter((e) => !e.reserved && !e.credential && e.expiresAt > now).map(toPending);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Removes expired codes, at most once a second (a site's walls poll hundreds of times a second); lookups check expiry themselves. */
  private sweep(now: number): void {
    if (now >= this.sweptAt && now - this.sweptAt < 1000) return;
    this.sweptAt = now;
    for (const entry of this.entries.values()) if (entry.expiresAt <= now) this.remove(entry);
  }

  /** The live entry of a code (an expired one is removed). */
  private live(code: string, now: number): Entry | undefined {
    const entry = this.entries.get(code);
    if (entry && entry.expiresAt <= now) this.remove(entry);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.code);
    this.codeBySecret.delete(entry.secretHash);
    const left = (this.perAddress.get(entry.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(entry.address, left);
    else this.perAddress.delete(entry.address);
  }
}

function toPending(e: Entry): PendingPairing {
  return {
    code: e.code, route: e.route, address: e.address, requestedAt: e.requestedAt, expiresAt: e.expiresAt,
    ...(e.suggestedName ? { suggestedName: e.suggestedName } : {}), ...(e.suggestedGroup ? { suggestedGroup: e.suggestedGroup } : {}),
  };
}
