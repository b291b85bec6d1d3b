import type { CoreContext } from '../../core/service-context';
import type { WallLimits } from '../walls';
import type { MappingLimits } from './source-mapping';
import type { SourceLimits } from './source-rules';
import type { LiveReadings } from './live-readings';

/** Data sources: the shortest refresh interval allowed, the limits of a mapping's run, the readings walls read and are pushed. */
export interface SourcesContext extends CoreContext {
  limits: WallLimits;
  sources: { limits: SourceLimits; mapping: MappingLimits; readings: LiveReadings };
}
