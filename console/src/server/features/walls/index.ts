export { findWall, listEnrolledWalls } from './enrolled-walls';
export { Fleet } from './fleet';
export { WallAuth } from './wall-auth';
export { wallCredentialCheck, wallParams, wallRateLimits } from './wall-credential';
export { hashWallKey, listWallKeys } from './wall-keys';
export { DEFAULT_WALL_LIMITS, WALLS_PER_ADDRESS, type WallLimits } from './wall-limits';
export { isOnline, remoteOfPanel, type WallRecord } from './wall-state';
export type { WallsContext } from './walls-context';
