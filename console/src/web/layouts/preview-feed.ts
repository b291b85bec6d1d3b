import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PageLayout } from '../../protocol/releases';
import { useGroupRemotes } from '../api/release-queries';
import type { PreviewReading } from './preview-readings';
import type { PreviewMap } from './preview-maps';

/** The wall's /preview frame says it listens (the shell's `cockpit.preview.ready`). */
export const PREVIEW_READY = 'cockpit.preview.ready';
/** What the console sends it (the shell's `cockpit.preview.feed`): the group's remotes manifest and, for a whole page, its layouts. */
export const PREVIEW_FEED = 'cockpit.preview.feed';
/** How long a preview frame may take to say it listens before the console says the address does not answer. */
export const PREVIEW_ANSWER_MS = 15_000;

export interface PreviewFeed {
  type: typeof PREVIEW_FEED;
  remotes: { remotes: Record<string, string> };
  layouts?: { pages: Record<string, PageLayout> };
  /** The widgets' source readings, read by the console: the frame has no credential and never reads the fleet. */
  readings?: PreviewReading[];
  /** The maps its map widgets draw, read by the console. */
  maps?: PreviewMap[];
  /** A one-panel preview's slot widget configuration. */
  widget?: Record<string, unknown>;
}

/** What a preview shows besides the builds: a whole page's layouts, the widgets' readings, a lone panel's widget. */
export interface PreviewContent {
  pages?: Record<string, PageLayout>;
  readings?: PreviewReading[];
  maps?: PreviewMap[];
  widget?: Record<string, unknown>;
}

/**
 * The feed of a preview of `group`: the builds its walls settle on, entries made absolute against the service (as a
 * wall reads them), `pages` when a whole page is drawn, and the widgets' readings. Undefined until the remotes are read.
 */
export function usePreviewFeed(group: string, { pages, readings, maps, widget }: PreviewContent = {}) {
  const remotes = useGroupRemotes(group);
  const feed = useMemo((): PreviewFeed | undefined => {
    if (!remotes.data) return undefined;
    const base = new URL(`/api/groups/${encodeURIComponent(group)}/remotes`, window.location.href);
    const entries = Object.fromEntries(
      Object.entries(remotes.data.remotes).map(([name, url]) => [name, new URL(url, base).href]),
    );
    return {
      type: PREVIEW_FEED,
      remotes: { remotes: entries },
      ...(pages ? { layouts: { pages } } : {}),
      ...(readings?.length ? { readings } : {}),
      ...(maps?.length ? { maps } : {}),
      ...(widget ? { widget } : {}),
    };
  }, [group, remotes.data, pages, readings, maps, widget]);
  return { feed, error: remotes.error };
}

/**
 * Hands `feed` to the preview frame when it says it is ready, and again at every change of it. Only the frame's own
 * window is answered, and only while it is sandboxed (its messages come from the opaque origin `null`). The post goes
 * to `*` because an opaque origin matches no named one; what it carries is what a viewer may read, plus the draft.
 * `silent` turns true when the frame of `src` has not said it listens within PREVIEW_ANSWER_MS.
 */
export function useFeedFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  feed: PreviewFeed | undefined,
  src: string | null,
): { silent: boolean } {
  const latest = useRef(feed);
  latest.current = feed;
  const ready = useRef<Window | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [waitedOut, setWaitedOut] = useState<string | null>(null);
  const current = useRef(src);
  current.current = src;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (
        !target ||
        event.source !== target ||
        event.origin !== 'null' ||
        (event.data as { type?: unknown } | null)?.type !== PREVIEW_READY
      )
        return;
      ready.current = target;
      setAnswered(current.current);
      if (latest.current) target.postMessage(latest.current, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (feed && target && ready.current === target) target.postMessage(feed, '*');
  }, [feed, frame]);
  // A frame whose page never says it listens is not a wall's /preview (a wrong address, or one that refuses framing).
  useEffect(() => {
    if (!src) return undefined;
    const timer = setTimeout(() => setWaitedOut(src), PREVIEW_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [src]);
  return { silent: !!src && waitedOut === src && answered !== src };
}
