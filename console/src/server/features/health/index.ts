export { HealthBook } from './health-book';
export type { HealthContext } from './health-context';
export { healthRoutes } from './health-routes';
export { DEFAULT_HEALTH_TIMINGS, type HealthTimings } from './health-samples';
export { createMetrics, type FleetMetrics } from './metrics/metrics';
export { metricsRoutes, metricsTokenRoutes } from './metrics/metrics-routes';
export { rotateMetricsToken } from './metrics/metrics-token';
