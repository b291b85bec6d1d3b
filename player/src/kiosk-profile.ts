import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Prefs = Record<string, unknown>;
const objectAt = (prefs: Prefs, key: string): Prefs => {
  const value = prefs[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Prefs) : {};
};

/**
 * The profile's own preferences that keep Chromium's UI off the wall, merged into what Chromium wrote. Flags alone do
 * not: Chromium 156 shows its Translate bubble over a Chinese page under a non-Chinese locale despite
 * `--disable-translate` and `--disable-features=Translate`; `translate.enabled: false` is what it reads. The last
 * session is marked as ended cleanly, so no "restore pages?" prompt follows a kill -9 or a power cut (the flag
 * `--disable-session-crashed-bubble` is gone from new Chromium; `--hide-crash-restore-bubble` may follow it).
 */
export function kioskPreferences(existing: Prefs): Prefs {
  const profile = objectAt(existing, 'profile');
  return {
    ...existing,
    translate: { ...objectAt(existing, 'translate'), enabled: false },
    profile: { ...profile, exit_type: 'Normal', exited_cleanly: true },
  };
}

/** Writes those preferences into the profile's `Default/Preferences` before a launch (an unreadable file is replaced). */
export function prepareProfile(profileDir: string): void {
  const dir = join(profileDir, 'Default');
  const file = join(dir, 'Preferences');
  let existing: Prefs = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) existing = parsed as Prefs;
  } catch {
    // A first start (no file yet) or a file cut short by a power cut: Chromium would discard it too.
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(kioskPreferences(existing)));
}
