import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { chainRoutes } from './chain';
import { deviceRoutes } from './devices';
import { dictRoutes } from './dict';
import { hubRoutes } from './hub';
import { industryRoutes } from './industry';
import { kshRoutes } from './ksh';
import { noticeRoutes } from './notices';
import { serviceRoutes } from './services';
import { talentRoutes } from './talent';
import { teamRoutes } from './teams';

/** Every `/cockpit` route (seed §7), relative to the prefix. */
export function cockpitRoutes(app: FastifyInstance, db: Db): void {
  dictRoutes(app, db);
  teamRoutes(app, db);
  talentRoutes(app, db);
  chainRoutes(app, db);
  industryRoutes(app, db);
  serviceRoutes(app, db);
  noticeRoutes(app, db);
  deviceRoutes(app, db);
  hubRoutes(app, db);
}

/** The second API base: `/ksh/service/*`. */
export function openApiRoutes(app: FastifyInstance, db: Db): void {
  kshRoutes(app, db);
}
