export type { ReleaseBooks, ReleasesContext } from './releases-context';
export { ExposesCache, type ReleasePanels } from './exposes-cache';
export { GroupBook } from './group-book';
export { displaySdkVersions, isCompatible } from './inventory';
export { manifestUrlOf, releaseOptions } from './release-options';
export { listReleases } from './releases-store';
export { versionFor } from './rollout-machine';
export { checkOnEvery, versionSets } from './rollout-versions';
export { listRollouts } from './rollouts/rollouts-store';
