import { LOCAL_TOKEN } from '../http/constants';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored session token, or null. */
export function getToken(): string | null {
  return storage()?.getItem(LOCAL_TOKEN) ?? null;
}

/** Stores the session token under {@link LOCAL_TOKEN}. */
export function setStoredToken(token: string): void {
  storage()?.setItem(LOCAL_TOKEN, token);
}

/** Removes the stored session token. */
export function removeStoredToken(): void {
  storage()?.removeItem(LOCAL_TOKEN);
}
