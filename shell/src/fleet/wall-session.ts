import type { BeatReply } from '@cockpit/protocol';
import type { RuntimeConfig } from '../config/config-schemas';
import { startPairing, type EnrolPath } from './pairing';
import { postJson, type FleetRequestError } from './post-json';
import { startProvisioning } from './provision';
import { startBeating } from './start-fleet';
import { DEFAULT_LIGHT_BELOW_SCORE } from './profile-choice';
import { startWallHealth } from './wall-health';
import type { WallCredential } from '@cockpit/protocol';
import { isWallPage } from './wall-identity';
import { enrolRequest, provisionBody } from './enrol-first';
import { heldCredential, holdCredential, updateWallStatus, wallStatus } from './wall-status';

/** Said on the ops overlay of a wall whose `config.json` still carries the retired shared keys. */
export const SHARED_KEYS_RETIRED =
  '共享墙面密钥（config.json 的 fleetKeys）已停用，不再使用：请在控制台“墙面 → 添加墙面”中输入本屏显示的配对码来添加这块大屏';

const REFUSALS: Record<string, string> = {
  revoked: '凭据已被撤销（重新配对）',
  retired: '这块大屏已被停用',
  unknown: '服务不认识这份凭据',
  missing: '缺少凭据',
};

export interface FleetStart {
  config: Pick<RuntimeConfig, 'fleetUrl' | 'fleetHeartbeatMs'> &
    Partial<Pick<RuntimeConfig, 'lightProfileBelowScore'>> & { fleetKeys?: unknown };
  /** The remotes manifest the registry runs now. */
  remotes: () => Record<string, string>;
  /** When the wall started, epoch ms. */
  startedAt: number;
  /** The screen now by the group's schedule, reported in each beat. */
  screen?: () => { off: boolean; daypart?: string };
  /** A kiosk's provisioning token, already taken out of the address bar. */
  enrolToken?: string;
  /** Re-reads remotes.json and layouts.json now and redraws (the wall got its credential, or its group changed). */
  refreshFiles: () => void;
}

const hasSharedKeys = (keys: unknown) => typeof keys === 'object' && keys !== null && Object.keys(keys).length > 0;

/**
 * The wall in its fleet: with a credential of its own it beats; without one it exchanges its provisioning token,
 * or shows a pairing code until an operator claims it. A refused credential is forgotten and the wall pairs again,
 * still showing its page. Nothing on a page that is no wall (`/preview`) or without `fleetUrl` (undefined).
 * Returns the stop function, which releases every timer and request.
 */
export function startFleet({
  config,
  remotes,
  startedAt,
  screen,
  enrolToken,
  refreshFiles,
}: FleetStart): (() => void) | undefined {
  const { fleetUrl } = config;
  if (!fleetUrl || !isWallPage(window.location.pathname)) return undefined;
  const base = fleetUrl.replace(/\/+$/, '');
  const status = wallStatus();
  const request = enrolRequest(window.location);
  const post = (
    path: EnrolPath | '/api/enrol/provision',
    body: unknown,
    bearer: string | undefined,
    signal: AbortSignal,
  ) => postJson(`${base}${path}`, body, { key: bearer, signal });
  const notices = (more: string[]) =>
    updateWallStatus({ notices: [...(hasSharedKeys(config.fleetKeys) ? [SHARED_KEYS_RETIRED] : []), ...more] });
  let stopCurrent = () => {};
  const health = startWallHealth({
    lightBelowScore: config.lightProfileBelowScore ?? DEFAULT_LIGHT_BELOW_SCORE,
    sampleEveryMs: config.fleetHeartbeatMs,
  });

  const followReply = (reply: Partial<BeatReply>) => {
    const held = heldCredential(fleetUrl);
    const group = typeof reply.group === 'string' ? reply.group : status.group;
    const name = typeof reply.name === 'string' ? reply.name : status.name;
    if (!held || (group === status.group && name === status.name)) return;
    holdCredential(fleetUrl, { ...held, group: group ?? held.group, name: name ?? held.name });
    const moved = group !== status.group;
    updateWallStatus({ group, name });
    if (moved) refreshFiles();
  };
  const refused = (error: FleetRequestError) => {
    holdCredential(fleetUrl, undefined);
    notices([`墙面凭据被拒绝：${REFUSALS[error.reason ?? ''] ?? error.message}。已显示新的配对码，请在控制台重新添加`]);
    pair();
  };
  const beat = (credential: WallCredential, firstDelayMs?: number) => {
    updateWallStatus({
      id: credential.wallId,
      group: credential.group,
      name: credential.name,
      pairing: undefined,
      pairingRefused: undefined,
    });
    stopCurrent = startBeating({
      fleetUrl,
      heartbeatMs: config.fleetHeartbeatMs,
      credential,
      status,
      remotes,
      startedAt,
      screen,
      onReply: followReply,
      onRefused: refused,
      refreshFiles,
      firstDelayMs,
      health,
    });
  };
  const enrolled = (credential: WallCredential, firstDelayMs?: number) => {
    holdCredential(fleetUrl, credential);
    beat(credential, firstDelayMs);
    refreshFiles();
  };
  const pair = () => {
    updateWallStatus({ id: undefined, name: undefined, group: undefined, lastBeatAt: undefined });
    stopCurrent = startPairing({
      // Claimed on a running page: the first beat goes at once (an operator waits for it in the console, within 5 s).
      request,
      post,
      onClaimed: (credential) => enrolled(credential, 0),
      onCode: (pairing) => updateWallStatus({ pairing, pairingRefused: undefined }),
      onRefused: (pairingRefused) => updateWallStatus({ pairing: undefined, pairingRefused }),
      onTrouble: (reason) => updateWallStatus({ lastBeatError: `配对请求失败：${reason}` }),
    });
  };

  notices([]);
  const held = heldCredential(fleetUrl);
  if (held) beat(held);
  else if (enrolToken) {
    stopCurrent = startProvisioning({
      post: (signal) => post('/api/enrol/provision', provisionBody(enrolToken, window.location), undefined, signal),
      onEnrolled: (credential) => enrolled(credential),
      onRefused: (reason) => {
        notices([`预配令牌未能换取凭据（${reason}），改用配对码`]);
        pair();
      },
      onTrouble: (reason, retryInMs) =>
        updateWallStatus({
          lastBeatError: `预配请求没有得到答复（${reason}），${Math.ceil(retryInMs / 1000)} 秒后重试`,
        }),
    });
  } else pair();
  return () => {
    stopCurrent();
    health.stop();
  };
}
