import { randomBytes } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@cockpit/protocol';

/** A code is good for ten minutes; a claimed code's credential waits as long again for its wall to collect it. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** How often a wall asks whether its code was claimed (a claim reaches the wall well within 5 s). */
export const PAIRING_POLL_MS = 2000;
/** Codes held at once, in all and per address: nothing a client sends without a credential grows the service unbounded. */
export interface PendingCaps {
  total: number;
  perAddress: number;
}

export type Issued =
  { ok: true; code: string; pairingSecret: string; expiresAt: number } | { ok: false; reason: 'full' | 'address-full' };

/** One random code from the alphabet without look-alikes (rejection sampling: no character is likelier than another). */
export function randomCode(random: (size: number) => Buffer = randomBytes): string {
  const limit = 256 - (256 % PAIRING_CODE_ALPHABET.length);
  let code = '';
  while (code.length < PAIRING_CODE_LENGTH) {
    for (const byte of random(PAIRING_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < PAIRING_CODE_LENGTH)
        code += PAIRING_CODE_ALPHABET[byte % PAIRING_CODE_ALPHABET.length];
    }
  }
  return code;
}
