import type { LayoutsFile, PanelMinSize } from '@cockpit/shared-sdk/layout-schema';

/** A remote's name, as its published folder, its publish tokens and its panel ids spell it. */
export const REMOTE_PATTERN = '^[a-z][a-z0-9_-]{0,39}$';

/** One page's layout, as layouts.json holds it. */
export type PageLayout = LayoutsFile['pages'][string];

/** A published build of a remote, as the release inventory knows it (discovered in the published folder or registered by a publish). */
export interface ReleaseInfo {
  remote: string;
  version: string;
  /** `<remote>@<version>+<hash>`, from the build's mf-manifest.json (`metaData.cockpit`). */
  build: string;
  /** The shared-sdk range the build needs (semver range). */
  sdkRange: string;
  /** URL of its mf-manifest.json as walls load it. */
  manifestUrl: string;
  publishedBy: string;
  publishedAt: number;
  /** Panel names the build exposes (`<remote>/<name>` on a page), when it was registered with them or found in the published folder. */
  exposes?: string[];
  /** Each exposed panel's declared minimum slot size (canvas px), for those that declare one (builds before minimums: absent). */
  minSizes?: Record<string, PanelMinSize>;
  /** Groups whose settled manifest names this version. */
  groups: string[];
  /** False when the displays' shared-sdk cannot satisfy `sdkRange`: such a build is not offered for rollout. */
  compatible: boolean;
}

/** `POST /api/releases/rescan` (operator): versions found in the published folder since, and folders that contradict the inventory. */
export interface RescanReply {
  /** `remote@version` of each newly registered build. */
  added: string[];
  /** `remote@version：登记的是 X，目录中是 Y` for each folder whose build differs from the registered one (the inventory keeps its record). */
  conflicts: string[];
}

/** `GET /api/publish-tokens` (admin): a team's token that may register versions of one remote (never its secret). */
export interface PublishTokenInfo {
  id: number;
  remote: string;
  createdAt: number;
  createdBy: string;
  revokedAt?: number;
  lastUsedAt?: number;
}

/** `POST /api/publish-tokens { remote }` (admin): the new token, with its secret shown this once. */
export interface CreatedPublishToken extends PublishTokenInfo {
  secret: string;
}

/** `GET /api/groups`: every group the service knows (from wall keys, walls and manifests). */
export interface GroupInfo {
  group: string;
  /** What operators call it (人才服务港, 三楼会议室); `group` is the id walls and rollouts use. */
  name: string;
  /** remote → settled version. */
  versions: Record<string, string>;
  walls: number;
  online: number;
}

/** `GET /api/groups/:group/remotes` (viewer): the remotes manifest the group's walls settle on, remote → build URL (for the console's previews). */
export interface GroupRemotes {
  group: string;
  remotes: Record<string, string>;
}

/** `GET /api/groups/:group/layouts` → { pages: { hub: PageLayout, xndx: PageLayout } }; `PUT /api/groups/:group/layouts/:page` (operator) with a PageLayout. */
export interface GroupLayouts {
  group: string;
  pages: Record<string, PageLayout>;
  /** page → its current version; a save sends it back as `If-Match` and is refused (409) when it is no longer current. */
  versions?: Record<string, number>;
  updatedAt?: number;
  updatedBy?: string;
}

/** `GET /api/layout-templates/:page`: a page template shipped with the service (a starting draft for the designer). */
export interface LayoutTemplate {
  id: string;
  name: string;
  layout: PageLayout;
}

/** `GET /api/groups/:group/layouts/:page/versions`: the page's kept versions, newest first (restore: `POST …/versions/:version/restore`). */
export interface LayoutVersionInfo {
  version: number;
  savedBy: string;
  savedAt: number;
  /** The change from the version before, in words. */
  summary: string;
}

/** `GET /api/groups/:group/panels`: every panel of every remote the group runs (for the layout editor's picker). */
export interface PanelChoice {
  /** `<remote>/<panel>`. */
  id: string;
  remote: string;
  title?: string;
  /** The smallest slot the panel can be read in (canvas px), as its build declares; absent when it declares none. */
  minSize?: PanelMinSize;
}

/** Rollout states: `baking`/`paused` are live; the others are history. */
export type RolloutStatusName = 'baking' | 'paused' | 'promoted' | 'failed' | 'aborted' | 'rolled-back';

/** `POST /api/rollouts` (operator): start a staged rollout of one remote version. */
export interface RolloutRequest {
  remote: string;
  version: string;
  /** Groups in stage order (the first is baked first). */
  groups: string[];
  /** A named canary wall of the first group, or a share (0, 1] of each stage's group (sticky). */
  canary: { wall: string } | { share: number };
  /** Bake time, ms (30 s – 24 h; default 10 min). */
  bakeMs?: number;
}

/** `GET /api/rollouts` rows (newest first) and the reply of every rollout command. */
export interface RolloutInfo {
  id: string;
  remote: string;
  /** The first group's version when it started. */
  fromVersion: string;
  /** Each group's own version when it started: what a rollback restores in that group (absent on rollouts stored before it was recorded). */
  fromVersions?: Record<string, string>;
  toVersion: string;
  groups: string[];
  stage: number;
  canaries: string[];
  status: RolloutStatusName;
  startedAt: number;
  bakeMs: number;
  /** The gate's last word: why it failed (which wall, which slot, which error), or what it waits for. */
  reason?: string;
  note?: string;
  createdBy: string;
  updatedAt: number;
}

/** `POST /api/rollouts/:id/:command` (operator). */
export type RolloutCommandName = 'pause' | 'resume' | 'promote' | 'abort' | 'rollback';

/**
 * Wall-facing (wall key in `Authorization: Bearer`, group from the key):
 * - `GET /api/walls/:wallId/remotes.json` → `{ remotes: { <remote>: <manifest URL> } }`: the group's settled versions,
 *   with the wall's canary version for a remote that is baking on it (the shape of the static remotes.json);
 * - `GET /api/walls/:wallId/layouts.json` → `{ pages: { hub, xndx } }`: the group's layouts (the shape of layouts.json).
 * A group the service has no manifest or layouts for yet gets the defaults the service was seeded with.
 */
export type WallRuntimeFiles = 'remotes.json' | 'layouts.json';
