import { BehaviorSubject } from 'rxjs';
import type { LayoutsFile } from '../layouts/layouts-schema';
import type { RemotesManifest } from '../config/config-schemas';
import type { FedReading } from './fed-readings';
import type { FedMap } from './fed-maps';
import { isFeedAttempt, PREVIEW_READY, readFeedMessage } from './feed-message';

/** Where a console-fed preview stands: waiting for its first feed, running on one, or showing why the last was refused. */
export type FeedStatus = { state: 'waiting' } | { state: 'fed' } | { state: 'refused'; error: string; fed: boolean };

/** This page's feed status (the preview route draws from it). */
export const feedStatus$ = new BehaviorSubject<FeedStatus>({ state: 'waiting' });

/** A one-panel preview's slot widget configuration, as the console last sent it (the preview route hands it to the panel). */
export const fedWidget$ = new BehaviorSubject<Record<string, unknown> | undefined>(undefined);

/** `/preview?…&feed=console`: a preview that runs on what its parent (the console) sends, not on the static files. */
export function isConsoleFedPreview(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.pathname === '/preview' && new URLSearchParams(location.search).get('feed') === 'console';
}

interface FeedTargets {
  /** This page's window: where messages arrive. */
  self: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
  /** The only window whose messages count (`window.parent`). */
  parent: Pick<Window, 'postMessage'>;
  /** Origins the page may load remote code from. */
  allowedOrigins: ReadonlySet<string>;
  applyRemotes: (manifest: RemotesManifest) => void;
  /** A whole page's layouts (with the draft); absent from a one-panel preview's feed. */
  applyLayouts: (file: LayoutsFile) => void;
  /** The source readings the console read for the widgets shown (the frame never reads the fleet itself). */
  applyReadings: (readings: FedReading[]) => void;
  /** The maps the console read for the map widgets shown. */
  applyMaps: (maps: FedMap[]) => void;
  /** A one-panel preview's slot widget configuration (undefined: the panel is not a widget). */
  applyWidget: (widget: Record<string, unknown> | undefined) => void;
}

/**
 * Listens to the console and says it is ready. A message counts only when it comes from the parent window (the
 * frame's origin is opaque, so the console checks origins on its side), and only when it passes the shell's schemas
 * and the origin allow-list; a refused one keeps the last good feed and shows why. Returns the stop function.
 */
export function listenToConsole(targets: FeedTargets, status = feedStatus$): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== targets.parent || !isFeedAttempt(event.data)) return;
    const reading = readFeedMessage(event.data, targets.allowedOrigins, targets.self.location.href);
    if (!reading.ok) {
      status.next({
        state: 'refused',
        error: reading.error,
        fed: status.value.state === 'fed' || (status.value.state === 'refused' && status.value.fed),
      });
      return;
    }
    targets.applyRemotes(reading.remotes);
    if (reading.layouts) targets.applyLayouts(reading.layouts);
    targets.applyReadings(reading.readings);
    targets.applyMaps(reading.maps);
    targets.applyWidget(reading.widget);
    status.next({ state: 'fed' });
  };
  targets.self.addEventListener('message', onMessage);
  // Nothing secret in it, and an opaque-origin frame cannot name its parent's origin anyway.
  targets.parent.postMessage({ type: PREVIEW_READY }, '*');
  return () => targets.self.removeEventListener('message', onMessage);
}
