import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerRecovery } from '@cockpit/protocol';

/** What the running player writes after every change (read by `cockpit-player status` and by the tests). */
export interface PlayerStatus {
  version: string;
  url: string;
  pid: number;
  startedAt: number;
  chromium?: string;
  browserPid?: number;
  browserStartedAt?: number;
  /** The browser's DevTools address (local only: Chromium listens on 127.0.0.1). */
  wsEndpoint?: string;
  state: 'starting' | 'drawing' | 'recovering';
  incident?: { reason: string; since: number };
  wallId?: string;
  lastReportAt?: number;
  lastReportError?: string;
  screen?: { off: boolean; switched: boolean; error?: string };
  /** The last recoveries, newest last. */
  recoveries: PlayerRecovery[];
}

export const STATUS_RECOVERIES_KEPT = 20;

export const statusPath = (stateDir: string): string => join(stateDir, 'status.json');

/** Written to a temporary file and renamed: a reader never sees half a file. */
export function writeStatus(stateDir: string, status: PlayerStatus): void {
  mkdirSync(stateDir, { recursive: true });
  const file = statusPath(stateDir);
  writeFileSync(`${file}.tmp`, JSON.stringify(status, null, 2));
  renameSync(`${file}.tmp`, file);
}

export function readStatus(stateDir: string): PlayerStatus | undefined {
  try {
    return JSON.parse(readFileSync(statusPath(stateDir), 'utf8')) as PlayerStatus;
  } catch {
    return undefined;
  }
}
