/** Where the shared client sends its calls; set once from the runtime config. */
export interface HttpSettings {
  /** Host of the cockpit API, e.g. `http://127.0.0.1:3100`; calls go to `{apiHost}/cockpit`. */
  apiHost: string;
  /** Second API base used by the `/ksh/service/*` calls (seed §7), a full URL. */
  serviceApiBase: string;
}

let settings: HttpSettings = { apiHost: '', serviceApiBase: '' };

/** Points the shared client at an API host; called by the shell before any panel mounts. */
export function configureHttp(next: HttpSettings): void {
  settings = { apiHost: next.apiHost.replace(/\/+$/, ''), serviceApiBase: next.serviceApiBase.replace(/\/+$/, '') };
}

/** The current settings of the shared client. */
export function getHttpSettings(): HttpSettings {
  return settings;
}

/** Base path of the cockpit API: `{host}/cockpit` (seed §7). */
export function cockpitBaseUrl(): string {
  return `${settings.apiHost}/cockpit`;
}
