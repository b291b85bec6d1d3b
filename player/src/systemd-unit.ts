/** What the unit runs, and as whom. */
export interface UnitOptions {
  /** The player's command line, every word (node, the player's bin, `run --config <file>`). */
  command: string[];
  user: string;
  /** The X display Chromium draws on. */
  display: string;
  /** The X authority file of that display (a kiosk session's `~/.Xauthority`). */
  xauthority?: string;
  stateDir: string;
}

/** A word of ExecStart, quoted the way systemd reads it (spaces and quotes kept). */
export function unitWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `"${word.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Splits an ExecStart back into its words (the tests run exactly the unit's command line). */
export function execStartWords(unit: string): string[] {
  const line = /^ExecStart=(.*)$/m.exec(unit)?.[1];
  if (!line) throw new Error('单元文件没有 ExecStart');
  const words: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line))
    words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
  return words;
}

/**
 * The player's systemd service: starts after the graphical session (the X display must exist), restarts the player
 * whenever it exits (the player restarts Chromium itself; systemd restarts the player), never gives up.
 */
export function systemdUnit(o: UnitOptions): string {
  return [
    '[Unit]',
    'Description=Cockpit wall player (Chromium kiosk with a watchdog)',
    'Documentation=https://github.com/cockpit/cockpit/blob/main/docs/wall-pc.md',
    'Wants=network-online.target',
    'After=network-online.target graphical.target',
    'StartLimitIntervalSec=0',
    '',
    '[Service]',
    'Type=simple',
    `User=${o.user}`,
    `Environment=DISPLAY=${o.display}`,
    ...(o.xauthority ? [`Environment=XAUTHORITY=${o.xauthority}`] : []),
    `WorkingDirectory=${o.stateDir}`,
    `ExecStart=${o.command.map(unitWord).join(' ')}`,
    'Restart=always',
    'RestartSec=3',
    'KillMode=control-group',
    'TimeoutStopSec=15',
    '',
    '[Install]',
    'WantedBy=graphical.target',
    '',
  ].join('\n');
}
