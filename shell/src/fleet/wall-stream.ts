import type { WallStatus } from './heartbeat';
import { openPushStream, streamUrl } from './push-stream';
import type { WallEvent } from './stream-events';

/** A change every wall hears at once (a remote's version) is fetched within this spread, not by all in one instant. */
export const CHANGE_SPREAD_MS = 500;

export interface WallStreamOptions {
  fleetUrl: string;
  wallId: string;
  secret: string;
  status: WallStatus;
  /** Re-reads remotes.json and layouts.json now (the same path the poll takes). */
  refreshFiles: () => void;
  onAction: (event: Extract<WallEvent, { type: 'action' }>) => void;
  /** An operator changed the wall's profile: the next beat's reply carries it. */
  onProfileChanged?: () => void;
  /** The stream opened (a screenshot's capture gets ready then). */
  onOpen?: () => void;
  /** A data source's new reading, pushed; `pushing` says whether the stream is open to push them. */
  onReading?: (event: Extract<WallEvent, { type: 'reading' }>) => void;
  pushing?: (open: boolean) => void;
  random?: () => number;
}

/**
 * The wall's push stream: a change fetches the wall's files now, an action is done now, a source's reading is
 * shown now; a reconnection fetches them too (whatever changed while the stream was down). `status.streamOpen` says whether it is open. Returns stop.
 */
export function startWallStream({
  fleetUrl,
  wallId,
  secret,
  status,
  refreshFiles,
  onAction,
  onProfileChanged,
  onOpen,
  onReading,
  pushing,
  random = Math.random,
}: WallStreamOptions): () => void {
  let spread: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    if (spread !== undefined) return;
    spread = setTimeout(
      () => {
        spread = undefined;
        refreshFiles();
      },
      Math.round(CHANGE_SPREAD_MS * random()),
    );
  };
  const stopStream = openPushStream({
    url: streamUrl(fleetUrl, wallId),
    secret,
    onOpen: (again) => {
      status.streamOpen = true;
      pushing?.(true);
      onOpen?.();
      if (again) refreshFiles();
    },
    onClose: () => {
      status.streamOpen = false;
      pushing?.(false);
    },
    onEvent: (event) => {
      if (event.type === 'changed') {
        if (event.what === 'profile') onProfileChanged?.();
        else if (event.what === 'remotes') refreshSoon();
        else refreshFiles();
      } else if (event.type === 'action') onAction(event);
      else if (event.type === 'reading') onReading?.(event);
    },
  });
  return () => {
    clearTimeout(spread);
    stopStream();
    status.streamOpen = false;
    pushing?.(false);
  };
}
