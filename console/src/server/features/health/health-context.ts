import type { CoreContext } from '../../core/service-context';
import type { Fleet, WallAuth } from '../walls';
import type { HealthBook } from './health-book';
import type { FleetMetrics } from './metrics/metrics';

/** What the health and metrics routes get from the entry point. */
export interface HealthContext extends CoreContext {
  fleet: Fleet;
  walls: WallAuth;
  health: HealthBook;
  metrics: FleetMetrics;
}
