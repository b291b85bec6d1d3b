export { DEFAULT_SOURCE_TICK_MS, SourceEngine } from './source-engine';
export { sourceHostRoutes } from './source-host-routes';
export { DEFAULT_MAPPING_LIMITS } from './source-mapping';
export { closeMappingPool } from './mapping-pool';
export { sourceRoutes } from './source-routes';
export { DEFAULT_MIN_SOURCE_INTERVAL_MS } from './source-rules';
export { sourceTrialRoutes } from './source-trial';
export type { SourcesContext } from './sources-context';
export { wallSourceRoutes } from './wall-source-routes';
