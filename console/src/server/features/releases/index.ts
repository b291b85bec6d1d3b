export { activeGroups, mustBeActiveGroup } from './active-groups';
export { ExposesCache, type ReleasePanels } from './exposes-cache';
export { GroupBook } from './group-book';
export {
  copyGroupContent,
  createGroupRecord,
  findGroupRecord,
  groupPages,
  insertGroupContent,
  keepStartingVersions,
  listGroupRecords,
  removeGroupRecord,
  renameGroupRecord,
  replaceStartingLayout,
} from './group-registry';
export { groupRemoteRoutes } from './group-remote-routes';
export { allGroupVersions, groupVersions, knownGroups } from './groups-store';
export { displaySdkVersions, isCompatible } from './inventory';
export { publishTokenRoutes } from './publish-token-routes';
export { purgeRevokedPublishTokens } from './publish-tokens';
export { DEFAULT_RESCAN_MS, PublishedRescanner } from './published-rescan';
export { manifestUrlOf, releaseOptions, type ReleaseOptions } from './release-options';
export { publishRoutes, releaseRoutes } from './release-routes';
export type { ReleaseBooks, ReleasesContext } from './releases-context';
export { listReleases } from './releases-store';
export { RolloutEngine } from './rollout-engine';
export { versionFor } from './rollout-machine';
export { checkOnEvery, versionSets } from './rollout-versions';
export { rolloutRoutes } from './rollouts/rollout-routes';
export { listRollouts } from './rollouts/rollouts-store';
export { versionRoutes } from './versions/version-routes';
