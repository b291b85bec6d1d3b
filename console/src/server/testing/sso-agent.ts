/**
 * A user agent for the sign-in tests: real HTTP to the console and the provider, a cookie jar per origin, redirects
 * followed one at a time (so a test can stop at, look at or change any of them), the provider's forms filled in.
 */
export class SsoAgent {
  private readonly jars = new Map<string, Map<string, string>>();

  /** The cookie `name` this agent holds for `origin`. */
  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name);
  }

  /** The `Cookie` header for `origin`. */
  cookieHeader(origin: string): string {
    return [...(this.jars.get(new URL(origin).origin) ?? new Map<string, string>())]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  /** One request, no redirect followed; the cookies it sets are kept (an empty value or Max-Age=0 removes one). */
  async send(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const origin = new URL(url).origin;
    const headers: Record<string, string> = { ...init.headers, cookie: this.cookieHeader(origin) };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects from `url` until a page (not a redirect) or until `stop` says so of the next URL; `tamper` may
   * change a URL before it is requested. Returns where it stopped and the page's reply.
   */
  async follow(
    url: string,
    options: { stop?: (next: URL) => boolean; tamper?: (next: URL) => URL; form?: Record<string, string> } = {},
  ): Promise<{ url: string; response?: Response }> {
    let next = new URL(url);
    let form = options.form;
    for (let hop = 0; hop < 20; hop++) {
      next = options.tamper?.(next) ?? next;
      if (hop > 0 && options.stop?.(next)) return { url: next.href };
      const response = await this.send(next.href, form ? { form } : {});
      form = undefined;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: next.href, response };
      next = new URL(location, next);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /**
   * From the console's sign-in button through the provider's login and consent pages, up to the provider's redirect
   * back to the console's callback (not requested: the test decides what to send). `tamper` may change the request
   * sent to the provider's authorization endpoint.
   */
  async signInAtProvider(
    consoleUrl: string,
    login: string,
    options: { next?: string; tamper?: (next: URL) => URL } = {},
  ): Promise<URL> {
    const toCallback = (u: URL) => u.pathname === '/api/sign-in/oidc/callback';
    const start = `${consoleUrl}/api/sign-in/oidc${options.next === undefined ? '' : `?next=${encodeURIComponent(options.next)}`}`;
    let step = await this.follow(start, {
      stop: toCallback,
      tamper: (u) => (u.pathname === '/auth' && options.tamper ? options.tamper(u) : u),
    });
    for (let page = 0; page < 4 && step.response; page++) {
      const html = await step.response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on ${step.url}: ${step.response.status} ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? '';
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
      step = await this.follow(new URL(action, step.url).href, { stop: toCallback, form });
    }
    if (step.response)
      throw new Error(`did not reach the console's callback: stopped at ${step.url} (${step.response.status})`);
    return new URL(step.url);
  }
}
