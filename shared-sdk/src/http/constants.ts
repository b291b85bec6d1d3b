/** Design canvas width in px (seed §9). */
export const DESIGN_WIDTH = 1920;
/** Design canvas height in px (seed §9). */
export const DESIGN_HEIGHT = 1080;
/** Debounce of the canvas re-scale on window resize, ms (seed §9). */
export const RESIZE_DEBOUNCE_MS = 400;
/** HTTP timeout of the shared client, ms (seed §7, §9). */
export const HTTP_TIMEOUT_MS = 100000;
/** Success code of the `{code, msg, data}` envelope (seed §9). */
export const SUCCESS_CODE = 200;
/** Session-expired code of the envelope (seed §9). */
export const SESSION_EXPIRED_CODE = 401;
/** Name of the header that carries the bearer credential (seed §6). */
export const AUTH_HEADER = 'Authorization';
/** Browser storage key of the session token (seed §6: the local-token constant). */
export const LOCAL_TOKEN = 'cockpit-local-token';
/** Message of a rejected call whose envelope carried code 401 (seed §8). */
export const SESSION_EXPIRED_MESSAGE = '无效的会话，或者会话已过期，请重新登录。';
/** Message of the generic error a non-200 envelope is rejected with (seed §8). */
export const GENERIC_ERROR_MESSAGE = 'error';
/** Height of a layout's header band on the design canvas, px. */
export const HEADER_HEIGHT = 100;
/** Size of the main area an index page fills (the canvas below the header), px. */
export const CONTENT_SIZE = { width: 1920, height: 980 } as const;
