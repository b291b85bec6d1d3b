import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Chromium's lock files in a profile: a symlink `SingletonLock` → `<host>-<pid>`, plus its socket and cookie. */
const LOCK_FILES = ['SingletonLock', 'SingletonSocket', 'SingletonCookie'];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the profile's lock is stale: it names another host (the profile was copied, or the hostname changed) or a
 * process that no longer runs (a power cut, a kill -9). A live lock of this host is kept: that Chromium still runs.
 */
export function lockIsStale(target: string, host = hostname(), isAlive = alive): boolean {
  const match = /^(.*)-(\d+)$/.exec(target);
  if (!match) return true;
  return match[1] !== host || !isAlive(Number(match[2]));
}

/** Removes a stale lock before a launch (Chromium would otherwise refuse the profile and show "profile in use"). */
export function clearStaleLock(profileDir: string, host = hostname(), isAlive = alive): 'none' | 'cleared' | 'live' {
  const lock = join(profileDir, 'SingletonLock');
  try {
    lstatSync(lock);
  } catch {
    return 'none';
  }
  let target = '';
  try {
    target = readlinkSync(lock);
  } catch {
    // Not a symlink: not Chromium's, so stale.
  }
  if (!lockIsStale(target, host, isAlive)) return 'live';
  for (const file of LOCK_FILES) rmSync(join(profileDir, file), { force: true });
  return 'cleared';
}
