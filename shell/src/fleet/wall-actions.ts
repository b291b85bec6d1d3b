import { showIdentity } from './identify-overlay';
import type { WallEvent } from './stream-events';

/** Where a reload keeps its action id across the page load, so the reloaded page can answer it. */
export const RELOAD_ACK_KEY = 'cockpit.fleet.reloadAck';

type ActionEvent = Extract<WallEvent, { type: 'action' }>;
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface WallActionOptions {
  /** Tells the service an action was done (or why not). */
  ack: (actionId: string, ok: boolean, error?: string) => Promise<unknown>;
  /** Takes and posts a screenshot for the request (the service marks the action done when it arrives). */
  screenshot: (requestId: string) => void;
  reload?: () => void;
  storage?: SessionStore;
  identify?: typeof showIdentity;
}

/**
 * Does what the console asked: 重新加载 reloads the page (the reloaded page answers after its first beat),
 * 识别 shows the wall's identity for a while, 截图 takes a screenshot now. Returns `handle` and `stop`
 * (which removes an identity still shown).
 */
export function wallActions({
  ack,
  screenshot,
  reload = () => window.location.reload(),
  storage = sessionStorage,
  identify = showIdentity,
}: WallActionOptions) {
  let hideIdentity: (() => void) | undefined;
  const answer = (id: string, ok: boolean, error?: string) =>
    void ack(id, ok, error).catch((e: unknown) => console.warn('操作应答未送达', e));
  return {
    handle(event: ActionEvent): void {
      if (event.action === 'screenshot') {
        if (event.requestId) screenshot(event.requestId);
      } else if (event.action === 'identify') {
        if (!event.identity) return answer(event.id, false, '没有收到要显示的名称');
        hideIdentity?.();
        hideIdentity = identify(event.identity, event.showMs);
        answer(event.id, true);
      } else {
        try {
          storage.setItem(RELOAD_ACK_KEY, event.id);
        } catch {
          // Without storage the reloaded page cannot answer: the console says the wall did not answer in time.
        }
        reload();
      }
    },
    stop(): void {
      hideIdentity?.();
    },
  };
}

/** The reload this page came from, if the console asked for it (read once, then forgotten). */
export function takeReloadAck(storage: SessionStore | undefined = sessionStorage): string | undefined {
  try {
    const id = storage?.getItem(RELOAD_ACK_KEY) ?? undefined;
    storage?.removeItem(RELOAD_ACK_KEY);
    return id && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}
