import type { ComponentType } from 'react';
import type { Observable } from 'rxjs';
import type { PanelMinSize } from '../layouts/min-size-rule';

/** What a panel's data hook returns: the fields of a react-query result the frame reads. */
export interface PanelData<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  /** When the shown data arrived, epoch ms (0 when none). */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/** Context handed to a panel's data hook. */
export interface PanelDataContext {
  /** Refresh interval in ms: the descriptor's, or the runtime config's override. */
  refreshMs: number;
}

/** Props of a panel's pure view. */
export interface PanelViewProps<T> {
  data: T;
}

/** The one export of a panel folder: everything the host needs to frame and run it. */
export interface PanelDescriptor<T = unknown> {
  /** Panel id inside its remote, e.g. `running-teams`; the slot id is `<remote>/<id>`. */
  id: string;
  /** Title shown in the frame's title bar (Chinese). */
  title: string;
  /** Default refresh interval, ms. */
  refreshMs: number;
  /**
   * How old the data may get before the frame shows it as stale even with no failure (a hanging
   * API), ms. Default: twice the refresh interval, at least 30 s.
   */
  maxAgeMs?: number;
  /**
   * The smallest slot the panel can be read in, canvas px at 1920x1080. The designer, the fleet service and the
   * shell refuse a layout whose slot is smaller. Written as number literals: the build reads it from the source
   * into the remote's manifest (`metaData.cockpit.minSizes`), so the service knows it without running the panel.
   */
  minSize?: PanelMinSize;
  /** Fetches and refreshes the panel's data; called by the host inside the frame. */
  useData: (context: PanelDataContext) => PanelData<T>;
  /** Pure view of loaded data. */
  View: ComponentType<PanelViewProps<T>>;
  /** True when loaded data has nothing to show; defaults to "empty array or null". */
  isEmpty?: (data: T) => boolean;
}

/** Declares a panel descriptor with its data type checked against its view. */
export function definePanel<T>(descriptor: PanelDescriptor<T>): PanelDescriptor<T> {
  return descriptor;
}

/** A module a remote exposes for one panel: `export default definePanel(...)`. */
export interface PanelModule {
  // Any panel's descriptor, whatever its data: its data type is both read (useData) and given (View), so no one type
  // but `any` admits them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: PanelDescriptor<any>;
}

/** The frame's visible state, also its root's `data-state`. */
export type PanelState = 'loading' | 'ready' | 'empty' | 'error' | 'stale';

/**
 * The identity of a remote build, compiled into each module it exposes (`__cockpitBuild`) and written
 * to its `mf-manifest.json` (`metaData.cockpit`) by `@cockpit/build-config`.
 */
export interface RemoteBuildInfo {
  remote: string;
  version: string;
  /** Hash of everything the build was made from. */
  hash: string;
  /** `<remote>@<version>+<hash>`: what a frame's `data-build` shows. */
  id: string;
  /** The shared-sdk range the build needs (`^` the version it was built against), or null. */
  sdk: string | null;
}

/** A panel loaded from a remote: its descriptor and the build whose code it is. */
export interface LoadedPanel {
  descriptor: PanelDescriptor<unknown>;
  /** Undefined for a build made without `@cockpit/build-config` (it declares no identity). */
  build: RemoteBuildInfo | undefined;
}

/** A load failure that retrying cannot fix (an incompatible build): the slot says why and waits for a new build. */
export function isPermanentLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

/** What a frame shows as `data-build` for a loaded build. */
export function buildLabel(build: RemoteBuildInfo | undefined, remote: string): string {
  return build?.id ?? `${remote}@未声明构建标识`;
}

/** What the shell gives index pages and slots: loading panels from remotes at runtime. */
export interface PanelHost {
  /** Loads `<remote>/<panel>` from the remote's current build, with that build's identity. */
  loadPanel(panelId: string): Promise<LoadedPanel>;
  /** Changes whenever the remote's manifest entry changes (live swap); slots remount on change. */
  revision$(remote: string): Observable<string>;
  /** The current revision of a remote. */
  revision(remote: string): string;
  /** The refresh interval of a panel: runtime override or the descriptor's default. */
  refreshMs(panelId: string, fallback: number): number;
}
