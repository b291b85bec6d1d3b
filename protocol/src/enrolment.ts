import { Type, type Static } from '@sinclair/typebox';
import { WALL_ID_PATTERN } from './constants';

/**
 * How a wall gets a credential of its own, and how the console manages walls. The contract between the shell's
 * fleet module, the fleet service and the console page.
 *
 * Public routes (a wall without a credential; CORS from any origin; rate-limited per address):
 * - `POST /api/enrol/pairing` {@link PairingRequest} → {@link PairingIssued}: a short code the wall shows, and a
 *   pairing secret only that wall holds (the code on screen is not enough to collect the credential).
 * - `POST /api/enrol/pairing/poll` (`Authorization: Bearer <pairingSecret>`, empty JSON body `{}`) → {@link PairingStatus}.
 *   `404 { error, reason: 'expired' }` once the code expired or is unknown: the wall asks for a new code.
 * - `POST /api/enrol/provision` {@link ProvisionRequest} → {@link WallCredential}: a provisioning token exchanged once.
 *
 * Wall routes (`Authorization: Bearer <WallCredential.secret>`, CORS from any origin): `POST /api/walls/:wallId/beat`,
 * `POST …/screenshot`, `GET …/remotes.json`, `GET …/layouts.json`. The credential names exactly one wall: a path
 * with another wall's id is 403 and nothing of the request is stored. 401 {@link WallRefusal} when the credential is
 * missing, unknown, revoked (re-paired) or its wall retired: the wall forgets its credential and asks a new code.
 * A beat's `group` field is ignored: the service's record decides ({@link BeatReply} tells the wall its group).
 *
 * Console routes (session cookie):
 * - `GET /api/enrol/pairing` (operator) → {@link PendingPairing}[]
 * - `POST /api/enrol/claims` {@link ClaimRequest} (operator, audited `wall.claim`) → {@link ManagedWall}
 * - `PATCH /api/walls/:wallId` {@link WallPatch} (operator, audited `wall.update` / `wall.move`) → {@link ManagedWall}
 * - `POST /api/walls/:wallId/re-pair` (operator, audited `wall.re-pair`): revokes its credential; the wall shows a new code.
 * - `DELETE /api/walls/:wallId` (operator, audited `wall.retire`): gone from the lists and from `/metrics`.
 * - `GET /api/provisioning-tokens` (admin) → {@link ProvisioningTokenInfo}[]; `POST` {@link ProvisioningTokenRequest}
 *   (admin, audited) → `ProvisioningTokenInfo & { secret }` (shown once); `DELETE /api/provisioning-tokens/:id` revokes.
 */

/** Pairing codes: 6 characters from an alphabet without look-alikes (no 0/O/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B). */
export const PAIRING_CODE_ALPHABET = 'ACDEFHJKMNPRTUVWXY3479';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_PATTERN = `^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`;

const text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });
const wallIdLike = Type.String({ pattern: WALL_ID_PATTERN });

/** `POST /api/enrol/pairing`: what a wall without a credential says of itself (all of it only a suggestion). */
export const pairingRequestSchema = Type.Object(
  {
    /** The route it shows (`/`, `/xndx`). */
    route: text(200),
    /** From `?wall=`: a suggested name/id, shown to the operator who claims it. */
    suggestedName: Type.Optional(wallIdLike),
    /** From `?group=` or the route: a suggested group. */
    suggestedGroup: Type.Optional(wallIdLike),
    shellBuild: Type.Optional(text(160)),
  },
  { additionalProperties: false },
);
export type PairingRequest = Static<typeof pairingRequestSchema>;

export interface PairingIssued {
  code: string;
  /** Only the wall that asked holds it: it collects the credential with it. */
  pairingSecret: string;
  expiresAt: number;
  /** How often to poll `…/pairing/poll`. */
  pollMs: number;
  /** The fleet's display name, shown beside the code. */
  fleetName: string;
}

/** `POST /api/enrol/pairing` refused: 503 `full` (too many codes wait in all), 429 `address-full` (too many from this address). */
export interface PairingRefusal {
  error: string;
  reason: 'full' | 'address-full';
}

/** A wall's own credential: kept in its browser; the service keeps only a hash of `secret`. */
export interface WallCredential {
  wallId: string;
  secret: string;
  group: string;
  name: string;
}

export type PairingStatus =
  { status: 'pending'; code: string; expiresAt: number } | { status: 'claimed'; credential: WallCredential };

/** `POST /api/enrol/provision`: a kiosk's `?enroll=<token>`. */
export const provisionRequestSchema = Type.Object(
  {
    token: text(200, 1),
    route: text(200),
    suggestedName: Type.Optional(wallIdLike),
    shellBuild: Type.Optional(text(160)),
  },
  { additionalProperties: false },
);
export type ProvisionRequest = Static<typeof provisionRequestSchema>;

/** Why a wall route refused a credential (401). */
export interface WallRefusal {
  error: string;
  reason: 'missing' | 'unknown' | 'revoked' | 'retired' | 'shared-key';
}

/** One code waiting for an operator, for 墙面 → 添加墙面. */
export interface PendingPairing {
  code: string;
  route: string;
  suggestedName?: string;
  suggestedGroup?: string;
  /** The address it asked from. */
  address: string;
  requestedAt: number;
  expiresAt: number;
}

/** `POST /api/enrol/claims`. */
export const claimRequestSchema = Type.Object(
  {
    code: Type.String({ pattern: PAIRING_CODE_PATTERN }),
    /** What operators call it: 大厅左屏. */
    name: text(40, 1),
    location: Type.Optional(text(80)),
    notes: Type.Optional(text(500)),
    group: wallIdLike,
    /**
     * Re-pairing: the existing wall this code becomes (one that was re-paired, so it has no live credential); it keeps
     * its id and history. Absent: a new wall, whose id the service assigns (the code's suggested name is only a hint).
     */
    wallId: Type.Optional(wallIdLike),
  },
  { additionalProperties: false },
);
export type ClaimRequest = Static<typeof claimRequestSchema>;

/** `PATCH /api/walls/:wallId`: any of these. */
export const wallPatchSchema = Type.Object(
  {
    name: Type.Optional(text(40, 1)),
    location: Type.Optional(text(80)),
    notes: Type.Optional(text(500)),
    group: Type.Optional(wallIdLike),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type WallPatch = Static<typeof wallPatchSchema>;

/** A claimed wall as the service records it. */
export interface ManagedWall {
  wallId: string;
  name: string;
  group: string;
  location?: string;
  notes?: string;
  claimedAt: number;
  claimedBy: string;
  /** How it enrolled. */
  via: 'pairing' | 'provisioning';
}

/** `POST /api/provisioning-tokens`. */
export const provisioningTokenRequestSchema = Type.Object(
  {
    group: wallIdLike,
    /** What it is for: 展厅安装批次. */
    label: text(40, 1),
    expiresInHours: Type.Integer({ minimum: 1, maximum: 24 * 90 }),
    maxUses: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);
export type ProvisioningTokenRequest = Static<typeof provisioningTokenRequestSchema>;

export interface ProvisioningTokenInfo {
  id: number;
  group: string;
  label: string;
  createdAt: number;
  createdBy: string;
  expiresAt: number;
  maxUses: number;
  uses: number;
  revokedAt?: number;
}
