export { type Who, activeGroups, mustBeActiveGroup } from './group-admin';
export { findGroupRecord, recordGroupIfNew } from './group-registry';
export { mustKnowGroup } from './group-routes';
export { allGroupVersions, groupLayouts, groupVersions, knownGroups, seedGroup, setGroupVersion } from './groups-store';
