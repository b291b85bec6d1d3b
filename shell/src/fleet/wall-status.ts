import type { WallStatus } from './heartbeat';
import { wallIdentity } from './wall-identity';

let current: WallStatus | undefined;

/** The browser's storage, or undefined where reading it throws (storage disabled). */
export function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** This page's wall: id and group from its URL (or kept in the browser), and how its beats go. One object per page. */
export function wallStatus(): WallStatus {
  return (current ??= { ...wallIdentity(window.location, localStorageOrNone()) });
}
