import type { CoreContext } from '../../core/service-context';
import type { WallLimits } from '../walls';
import type { MappingLimits } from './source-mapping';
import type { SourceLimits } from './source-rules';

/** Data sources: the shortest refresh interval allowed, the limits of a mapping's run, how long a replica keeps a reading for walls. */
export interface SourcesContext extends CoreContext {
  limits: WallLimits;
  sources: { limits: SourceLimits; mapping: MappingLimits; readCacheMs: number };
}
