import type { Queryable } from '../../../core/db/adapter';
import { readOidcSettings } from './oidc-settings';
import type { OidcSettings } from './settings-rules';

/** The settings in force, and where they come from. */
export type SettingsInForce = OidcSettings & { fromEnvironment: boolean; updatedAt?: number; updatedBy?: string };

/**
 * The sign-in settings in force: the environment's when an automated install set them (COCKPIT_OIDC_*), else the
 * database's. Read at every console request (the session's maximum age), so kept for a moment; a save here is seen at
 * once, another replica's within `ttlMs`.
 */
export class SignInSettings {
  private cached?: { at: number; value: Promise<SettingsInForce> };

  constructor(
    private readonly db: Queryable,
    private readonly fromEnv: OidcSettings | null,
    private readonly ttlMs = 2000,
  ) {}

  get environment(): boolean {
    return this.fromEnv !== null;
  }

  get(now = Date.now()): Promise<SettingsInForce> {
    if (this.fromEnv) return Promise.resolve({ ...this.fromEnv, fromEnvironment: true });
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.value;
    const value = readOidcSettings(this.db).then((s) => ({ ...s, fromEnvironment: false }));
    this.cached = { at: now, value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = undefined;
    });
    return value;
  }

  /** Forgets the cached settings (after a save). */
  invalidate(): void {
    this.cached = undefined;
  }
}
