/** The port base CI runs the browser tests on (no COCKPIT_E2E_PORT_BASE there). */
export const CI_PORT_BASE = 4000;
/** Port base of the stack the browser tests run against (away from `npm start`'s 3000). */
export const E2E_PORT_BASE = Number(process.env.COCKPIT_E2E_PORT_BASE ?? CI_PORT_BASE);
/** The shell of the test stack. */
export const SHELL_URL = `http://localhost:${E2E_PORT_BASE}`;
/** The reference API of the test stack. */
export const API_URL = `http://127.0.0.1:${E2E_PORT_BASE + 100}`;
