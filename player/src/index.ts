export { parseConfig, readConfig, DEFAULT_TIMINGS, type PlayerConfig, type WatchTimings } from './config';
export { kioskFlags } from './chromium-flags';
export { clearStaleLock } from './profile-lock';
export { decide, backoffMs, type Observation } from './watchdog-steps';
export { install, UNIT_NAME } from './install';
export { systemdUnit, execStartWords } from './systemd-unit';
export { readStatus, type PlayerStatus } from './status-file';
export { RECOVERY_REASON_NAMES as REASON_NAMES } from '@cockpit/protocol/recovery-names';
