import type { WallCredential } from '@cockpit/protocol';
import type { WallStatus } from './heartbeat';
import { forgetCredential, loadCredential, saveCredential } from './wall-credential';

let current: WallStatus | undefined;
let held: { fleetUrl: string; credential?: WallCredential } | undefined;
const listeners = new Set<() => void>();
let version = 0;

/** The browser's storage, or undefined where reading it throws (storage disabled). */
export function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** This page's wall as the fleet service knows it, and how its beats go. One object per page (`window.__cockpit.wall`). */
export function wallStatus(): WallStatus {
  return (current ??= { notices: [] });
}

/** Changes what the page shows of its wall (the pairing code in the header, the ops overlay's line) and tells the views. */
export function updateWallStatus(patch: Partial<WallStatus>): void {
  Object.assign(wallStatus(), patch);
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` at each {@link updateWallStatus}; returns the unsubscribe function. */
export function subscribeWallStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Changes with every update: the snapshot a view re-renders on. */
export const wallStatusVersion = (): number => version;

/** The credential this wall holds for `fleetUrl` (read from the browser once, then kept in memory). */
export function heldCredential(fleetUrl: string): WallCredential | undefined {
  if (held?.fleetUrl !== fleetUrl) held = { fleetUrl, credential: loadCredential(localStorageOrNone(), fleetUrl) };
  return held.credential;
}

/** Holds (and keeps in the browser) a new credential, or forgets it when `credential` is undefined. */
export function holdCredential(fleetUrl: string, credential: WallCredential | undefined): void {
  held = { fleetUrl, credential };
  if (credential) saveCredential(localStorageOrNone(), fleetUrl, credential);
  else forgetCredential(localStorageOrNone(), fleetUrl);
}
