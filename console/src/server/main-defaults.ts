import { resolve } from 'node:path';

/** The embedded database's folder unless told otherwise: `fleet-data/` in the repository, beside the runtime files (where `npm start` keeps it). */
export const DEFAULT_DATA_DIR = process.env.COCKPIT_FLEET_DATA ?? resolve(__dirname, '../../../fleet-data');
/** The fleet service's port unless told otherwise. */
export const DEFAULT_PORT = 4300;
