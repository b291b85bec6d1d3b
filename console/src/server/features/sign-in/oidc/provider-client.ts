import * as client from 'openid-client';
import type { OidcSettings } from './settings-rules';

/** How long the provider's discovery document is kept before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

/** What a sign-in's start hands to the browser (the URL) and keeps (the rest, in `oidc_pending`). */
export interface SignInStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the provider vouched for: the ID token's verified claims and the raw token (the hint for sign-out). */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/** A confidential client authenticates with its secret; a public one (no secret) relies on PKCE alone. */
const clientAuth = (settings: OidcSettings) =>
  settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None();

/**
 * The ID token's signature is checked against the provider's JWKS always: openid-client skips it by default when the
 * token came straight from a TLS endpoint, but a loopback provider is plain http and a site's TLS may end at its proxy.
 * Plain http itself is refused by the settings' check except on this machine's loopback (a test provider).
 */
function checks(settings: OidcSettings): ((config: client.Configuration) => void)[] {
  const insecure = new URL(settings.issuer).protocol === 'http:';
  return insecure
    ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
    : [client.enableNonRepudiationChecks];
}

/**
 * The console's side of OpenID Connect, on openid-client: discovery from the issuer's URL (kept 10 min, fetched again
 * when the settings change), Authorization Code with PKCE (S256), and the callback's checks, all of them the library's:
 * state, the issuer of the response (RFC 9207) and of the ID token, its audience, signature, expiry and nonce.
 */
export class ProviderClient {
  private cached?: { key: string; at: number; config: Promise<client.Configuration> };

  constructor(private readonly now: () => number = Date.now) {}

  private configuration(settings: OidcSettings): Promise<client.Configuration> {
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    if (this.cached && this.cached.key === key && this.now() - this.cached.at < DISCOVERY_TTL_MS)
      return this.cached.config;
    const config = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      clientAuth(settings),
      { execute: checks(settings), timeout: 10 },
    );
    this.cached = { key, at: this.now(), config };
    // A failed discovery is not kept: the next sign-in tries again.
    config.catch(() => {
      if (this.cached?.config === config) this.cached = undefined;
    });
    return config;
  }

  /**
   * A configuration for one callback: the cached discovery, with a key set of its own (openid-client keeps the JWKS per
   * configuration), so the ID token is checked against the keys the provider publishes now, a rotated key included.
   */
  private async callbackConfiguration(settings: OidcSettings): Promise<client.Configuration> {
    const discovered = await this.configuration(settings);
    const config = new client.Configuration(
      discovered.serverMetadata(),
      settings.clientId,
      settings.clientSecret,
      clientAuth(settings),
    );
    config.timeout = 10;
    for (const check of checks(settings)) check(config);
    return config;
  }

  /** The provider's authorization URL for a new sign-in, with fresh state, nonce and PKCE verifier. */
  async start(settings: OidcSettings, redirectUri: string): Promise<SignInStart> {
    const config = await this.configuration(settings);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings.scopes,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Checks the callback and redeems its code; throws when any check fails (the caller says so, in words). */
  async finish(
    settings: OidcSettings,
    query: string,
    expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
  ): Promise<ProviderIdentity> {
    const config = await this.callbackConfiguration(settings);
    // The redirect URI sent to the token endpoint is the one this sign-in started with, whatever Host the callback came on.
    const callbackUrl = new URL(expected.redirectUri);
    callbackUrl.search = query;
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      pkceCodeVerifier: expected.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('no ID token');
    return { issuer: claims.iss, subject: claims.sub, claims: { ...claims }, idToken: tokens.id_token };
  }

  /** The provider's end-session URL for this person, or null when the provider has none. */
  async endSessionUrl(settings: OidcSettings, idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.configuration(settings);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  }
}
