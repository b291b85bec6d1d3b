export { HealthBook } from './health-book';
export type { HealthContext } from './health-context';
export type { FleetMetrics } from './metrics/metrics';
export { rotateMetricsToken } from './metrics/metrics-token';
