// What the wall's service worker may keep. A cached answer replaces the last good one, so everything
// that is not the real thing is refused here: an error sent with HTTP 200, a captive portal's HTML page,
// a proxy's error page, an opaque answer whose status nobody can read.

/** The business API's success code (seed §6): only a reply carrying it is data. */
const SUCCESS_CODE = 200;

/** The header a kept answer carries: when the worker stored it, epoch ms. */
export const STORED_AT_HEADER = 'x-cockpit-stored-at';

const isJson = (response: Response) => /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
const isScript = (response: Response) => /javascript|ecmascript/i.test(response.headers.get('content-type') ?? '');

/** True for a readable HTTP 200 (an opaque answer has status 0 and hides its body). */
export function isReadable200(response: Response): boolean {
  return response.type !== 'opaque' && response.type !== 'error' && response.status === 200;
}

/** A data call's answer worth keeping: HTTP 200, JSON, and the envelope's `code` is 200. */
export async function isGoodData(response: Response): Promise<boolean> {
  if (!isReadable200(response) || !isJson(response)) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    return typeof body === 'object' && body !== null && body.code === SUCCESS_CODE;
  } catch {
    return false;
  }
}

/** A runtime file or a remote's `mf-manifest.json`: HTTP 200 and an object in JSON. */
export async function isGoodJsonFile(response: Response): Promise<boolean> {
  if (!isReadable200(response) || !isJson(response)) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body);
  } catch {
    return false;
  }
}

/** A script (`remoteEntry.js`, `main.js`, a hashed chunk): HTTP 200 served as JavaScript. */
export function isGoodScript(response: Response): boolean {
  return isReadable200(response) && isScript(response);
}

/** The shell's page: HTTP 200 HTML that is our page (a portal's page has no `#root` nor `boot.js`). */
export async function isShellPage(response: Response): Promise<boolean> {
  if (!isReadable200(response) || !/text\/html/i.test(response.headers.get('content-type') ?? '')) return false;
  const html = await response.clone().text();
  return html.includes('<div id="root">') && html.includes('src="boot.js"');
}

/** A copy of `response` stamped with when it was stored (what the page reads to call the data stale). */
export async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(now));
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** When a kept answer was stored, or undefined for one from the network. */
export function storedAt(headers: { get(name: string): string | null } | undefined): number | undefined {
  const value = Number(headers?.get(STORED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
