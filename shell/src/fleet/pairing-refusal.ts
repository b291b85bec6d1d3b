import { FleetRequestError } from './post-json';

/** What a wall that got no pairing code shows in its header band: why, and what the operator does about it. */
export interface PairingRefusalShown {
  /** Why there is no code, in a few words. */
  why: string;
  /** What to do (the wall tries again by itself meanwhile). */
  todo: string;
}

const RETRYING = '本屏每 10 秒自动重试';

/** The words for a failed request for a code: the service's refusal (too many waiting, too many requests) or no answer. */
export function pairingRefusalWords(error: unknown): PairingRefusalShown {
  const status = error instanceof FleetRequestError ? error.status : undefined;
  const reason = error instanceof FleetRequestError ? error.reason : undefined;
  if (status === 429 && reason === 'address-full') {
    return { why: '本网络等待认领的屏太多', todo: `请在控制台「墙面 → 添加墙面」认领已显示配对码的屏，${RETRYING}` };
  }
  if (status === 503 && reason === 'full') {
    return { why: '集群里等待认领的屏太多', todo: `请在控制台「墙面 → 添加墙面」认领已显示配对码的屏，${RETRYING}` };
  }
  if (status === 429) return { why: '本网络的屏请求太频繁', todo: `请稍候，${RETRYING}` };
  if (status === undefined)
    return { why: '连不上集群服务', todo: `请检查本屏网络与 config.json 的 fleetUrl，${RETRYING}` };
  return { why: `集群服务拒绝（HTTP ${status}）`, todo: `请查看集群服务日志，${RETRYING}` };
}
