import type { RemotesManifest, RuntimeConfig } from '../config/config-schemas';
import { pageRemoteOrigins } from './remote-origins';
import type { PlacementDecision } from './preview-placements';
import { decideOverrides, OVERRIDES_STORAGE_KEY, type OverrideDecision } from './remote-overrides';

const NONE: OverrideDecision = { active: {}, keep: {}, refused: [], ignoredOnWall: false };
let current = NONE;
let placements: PlacementDecision = { placed: {}, refused: [] };

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // a browser that refuses storage keeps an override for this page load only
  }
}

/** Decides this page's overrides from its URL and the tab's storage, and keeps what the tab keeps. */
export function readPageOverrides(config: RuntimeConfig, manifest: RemotesManifest): OverrideDecision {
  const storage = tabStorage();
  current = decideOverrides({
    pathname: window.location.pathname,
    search: window.location.search,
    stored: storage?.getItem(OVERRIDES_STORAGE_KEY) ?? null,
    allowedHosts: config.overrideHosts,
    cspOrigins: pageRemoteOrigins(Object.values(manifest.remotes), config),
  });
  if (Object.keys(current.keep).length) storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(current.keep));
  else storage?.removeItem(OVERRIDES_STORAGE_KEY);
  if (current.ignoredOnWall) console.warn('大屏页面忽略地址中的 override 参数：覆盖只在 /preview 生效');
  return current;
}

/** The manifest with this tab's overrides in place of the remotes they replace. */
export const withOverrides = (manifest: RemotesManifest, active: Record<string, string>): RemotesManifest => ({
  remotes: { ...manifest.remotes, ...active },
});

/** This page's decision (for the banner and the ops overlay). */
export const pageOverrides = (): OverrideDecision => current;

/** Forgets the tab's overrides; the caller reloads the page without them. */
export function clearPageOverrides(): void {
  tabStorage()?.removeItem(OVERRIDES_STORAGE_KEY);
}

/** Keeps this page's placements (`?place=`) for the banner. */
export function setPagePlacements(decision: PlacementDecision): void {
  placements = decision;
}

/** This page's placements and the refused ones. */
export const pagePlacements = (): PlacementDecision => placements;
