import type { Queryable } from '../../../core/db/adapter';
import { KeptRead } from '../../../core/db/kept-read';
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
  private readonly kept: KeptRead<SettingsInForce>;

  constructor(
    db: Queryable,
    private readonly fromEnv: OidcSettings | null,
    ttlMs = 2000,
  ) {
    this.kept = new KeptRead(() => readOidcSettings(db).then((s) => ({ ...s, fromEnvironment: false })), ttlMs);
  }

  get environment(): boolean {
    return this.fromEnv !== null;
  }

  get(now = Date.now()): Promise<SettingsInForce> {
    if (this.fromEnv) return Promise.resolve({ ...this.fromEnv, fromEnvironment: true });
    return this.kept.get(now);
  }

  /** Forgets the cached settings (after a save). */
  invalidate(): void {
    this.kept.forget();
  }
}
