import type { PageLayout } from '../../../protocol';
import type { CoreContext } from '../../core/service-context';
import type { Fleet } from '../walls';
import type { ExposesCache } from './exposes-cache';
import type { GroupBook } from './group-book';
import type { PublishedRescanner } from './published-rescan';
import type { ReleaseOptions } from './release-options';
import type { RolloutEngine } from './rollout-engine';

/** Published builds, each group's settled versions and layouts, and the rollout engine. */
export interface ReleaseBooks {
  options: ReleaseOptions;
  groups: GroupBook;
  exposes: ExposesCache;
  engine: RolloutEngine;
  rescanner: PublishedRescanner;
}

/** What the release, rollout and version routes get from the entry point. */
export interface ReleasesContext extends CoreContext {
  fleet: Fleet;
  releases: ReleaseBooks;
  /** Every layout a group's walls may draw, its dayparts' too (the schedules feature reads them): what a version must not break. */
  placedPages: (group: string) => Promise<Record<string, PageLayout>>;
}
