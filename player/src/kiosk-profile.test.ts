import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kioskPreferences, prepareProfile } from './kiosk-profile';

test('translate is off and the last session ended cleanly, whatever Chromium wrote, and the rest is kept', () => {
  const prefs = kioskPreferences({
    translate: { enabled: true, other: 1 },
    profile: { exit_type: 'Crashed', name: 'x' },
    homepage: 'a',
  });
  expect(prefs).toEqual({
    translate: { enabled: false, other: 1 },
    profile: { exit_type: 'Normal', exited_cleanly: true, name: 'x' },
    homepage: 'a',
  });
});

test('a first start writes the file; a file cut short is replaced', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  prepareProfile(dir);
  expect(JSON.parse(readFileSync(join(dir, 'Default', 'Preferences'), 'utf8'))).toMatchObject({
    translate: { enabled: false },
  });
  const other = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  mkdirSync(join(other, 'Default'));
  writeFileSync(join(other, 'Default', 'Preferences'), '{"translate":{"enab');
  prepareProfile(other);
  expect(JSON.parse(readFileSync(join(other, 'Default', 'Preferences'), 'utf8'))).toMatchObject({
    translate: { enabled: false },
    profile: { exit_type: 'Normal' },
  });
});
