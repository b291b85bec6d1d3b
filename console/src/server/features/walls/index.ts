export type { WallsContext } from './walls-context';
export { DEFAULT_WALL_LIMITS, WALLS_PER_ADDRESS, type WallLimits } from './wall-limits';
export { Fleet } from './fleet';
export { WallAuth } from './wall-auth';
export { findWall, listEnrolledWalls } from './enrolled-walls';
export { wallCredentialCheck, wallParams, wallRateLimits } from './wall-credential';
export { hashWallKey, listWallKeys } from './wall-keys';
export { type WallRecord, isOnline, remoteOfPanel } from './wall-state';
