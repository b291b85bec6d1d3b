import { resolve } from 'node:path';

/** The embedded database's folder unless told otherwise: `runtime/fleet` in the repository, beside the runtime files. */
export const DEFAULT_DATA_DIR = process.env.COCKPIT_FLEET_DATA ?? resolve(__dirname, '../../../runtime/fleet');
/** The fleet service's port unless told otherwise. */
export const DEFAULT_PORT = 4300;
