import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, ownCommand } from './install';
import { execStartWords, systemdUnit, unitWord } from './systemd-unit';

const dir = mkdtempSync(join(tmpdir(), 'player-unit-'));
const installed = () =>
  install({
    url: 'http://wall.example:3000/',
    enroll: 'tok en"1',
    unitDir: join(dir, 'unit'),
    configDir: join(dir, 'etc cfg'),
    user: 'root',
    display: ':0',
    enable: false,
    config: { stateDir: dir, profileDir: join(dir, 'profile') },
  });

test('the unit the install command writes passes systemd-analyze verify', () => {
  const { unitFile } = installed();
  const verdict = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
  // verify also complains about unrelated system units on a container; only lines about our unit count.
  const ours = `${verdict.stderr}${verdict.stdout}`.split('\n').filter((l) => l.includes('cockpit-player'));
  expect(ours).toEqual([]);
  expect(verdict.status).toBe(0);
});

test('the unit runs this player with its configuration, restarts it always, and starts with the graphical session', () => {
  const { unit, configFile } = installed();
  expect(execStartWords(unit)).toEqual([...ownCommand(), 'run', '--config', configFile]);
  expect(unit).toMatch(/^Restart=always$/m);
  expect(unit).toMatch(/^WantedBy=graphical.target$/m);
  expect(unit).toMatch(/^Environment=DISPLAY=:0$/m);
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  expect(config).toMatchObject({ url: 'http://wall.example:3000/', enroll: 'tok en"1' });
  // The token is a secret until the wall enrolled: readable by root only.
  expect(statSync(configFile).mode & 0o777).toBe(0o600);
});

test('words with spaces and quotes survive the unit file', () => {
  const words = ['/usr/bin/node', '/opt/my player/bin.js', 'say "hi"', 'a\\b'];
  expect(execStartWords(systemdUnit({ command: words, user: 'kiosk', display: ':1', stateDir: '/var/lib/x' }))).toEqual(
    words,
  );
  expect(unitWord('plain/path-1.js')).toBe('plain/path-1.js');
});

test('a bad address is refused before anything is written', () => {
  expect(() =>
    install({
      url: 'ftp://x',
      unitDir: join(dir, 'u2'),
      configDir: join(dir, 'c2'),
      user: 'root',
      display: ':0',
      enable: false,
    }),
  ).toThrow('http(s)');
});
