import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { kioskFlags } from './chromium-flags';
import { clearStaleLock, lockIsStale } from './profile-lock';

const profile = () => mkdtempSync(join(tmpdir(), 'player-profile-'));

test('a lock of a process that no longer runs, or of another host, is stale; a live one of this host is not', () => {
  expect(lockIsStale(`${hostname()}-${process.pid}`)).toBe(false);
  expect(lockIsStale(`${hostname()}-999999`, hostname(), () => false)).toBe(true);
  expect(lockIsStale(`other-pc-${process.pid}`)).toBe(true);
  expect(lockIsStale('garbage')).toBe(true);
});

test('clearing removes a stale lock with its socket and cookie, and keeps a live one', () => {
  const dir = profile();
  symlinkSync(`${hostname()}-999999`, join(dir, 'SingletonLock'));
  symlinkSync('/tmp/nowhere/socket', join(dir, 'SingletonSocket'));
  writeFileSync(join(dir, 'Local State'), '{}');
  expect(clearStaleLock(dir, hostname(), () => false)).toBe('cleared');
  expect(existsSync(join(dir, 'Local State'))).toBe(true);
  expect(() => clearStaleLock(dir)).not.toThrow();
  expect(clearStaleLock(dir)).toBe('none');

  const live = profile();
  symlinkSync(`${hostname()}-${process.pid}`, join(live, 'SingletonLock'));
  expect(clearStaleLock(live)).toBe('live');
});

test('the kiosk flags: full screen, persistent profile, no first-run, restore or update bubbles, autoplay allowed', () => {
  const flags = kioskFlags('/var/lib/p');
  for (const flag of [
    '--kiosk',
    '--user-data-dir=/var/lib/p',
    '--no-first-run',
    '--disable-session-crashed-bubble',
    '--noerrdialogs',
    '--autoplay-policy=no-user-gesture-required',
  ]) {
    expect(flags).toContain(flag);
  }
  expect(flags).not.toContain('--enable-automation');
  expect(kioskFlags('/p', ['--use-gl=egl']).at(-1)).toBe('--use-gl=egl');
  expect(kioskFlags('/p', [], false)).not.toContain('--no-sandbox');
  expect(kioskFlags('/p', [], true)).toContain('--no-sandbox');
  expect(kioskFlags('/p', [], false, { width: 1366, height: 768 })).toContain('--window-size=1367,769');
});
