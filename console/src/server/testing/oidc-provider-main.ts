/**
 * A real OpenID Connect provider on loopback for the sign-in tests (jest and Playwright): oidc-provider with its
 * development login pages (any password), behind a front door that can also play two attackers. It runs as its own
 * process (`node --import tsx`; oidc-provider is ESM-only, loaded by Node's own require): the console's jest sandbox
 * cannot load it, and a separate process is what a provider is.
 *
 * Environment: OIDC_STATE_FILE (JSON `{ accounts: { <login>: claims }, mode }`, read at every request: a test edits a
 * person's groups or the mode between sign-ins), OIDC_REDIRECT_URIS and OIDC_POST_LOGOUT_URIS (comma-separated),
 * OIDC_PORT (default 0). Prints `OIDC_READY <issuer> <alias>` once both listen.
 *
 * - The issuer: the provider itself, through the front door. Mode `swap-client` makes the front door an attacker that
 *   runs the sign-in as another client of the same provider (`other-app`): the ID token is real and from the right
 *   issuer, for another audience.
 * - Mode `forge-token`: the front door rewrites the token endpoint's answer with an ID token of the same claims (issuer,
 *   audience, nonce, expiry) signed by a key the provider never had, under the provider's own key id; `unsigned-token`
 *   sends the same claims with `alg: none`. The provider signs with a key made at start, so a restart rotates it.
 * - The alias: another issuer's discovery document (this provider's, with `issuer` said to be the alias): a console
 *   configured with the alias gets responses and tokens from another issuer.
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

const CLIENTS = { cockpit: 'cockpit-test-secret-0123456789', 'other-app': 'other-app-secret-0123456789' } as const;
const stateFile = process.env.OIDC_STATE_FILE!;
const list = (name: string) => (process.env[name] ?? '').split(',').filter(Boolean);
type Mode = 'honest' | 'swap-client' | 'forge-token' | 'unsigned-token';
const state = (): { accounts: Record<string, Record<string, unknown>>; mode?: Mode } =>
  JSON.parse(readFileSync(stateFile, 'utf8'));

const signingKid = randomUUID();
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const forgerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims as `idToken`, signed by the forger's key under the provider's key id, or not signed at all. */
function forge(idToken: string, mode: 'forge-token' | 'unsigned-token'): string {
  const claims: unknown = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
  if (mode === 'unsigned-token') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: signingKid })}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), forgerKey).toString('base64url')}`;
}

/** Sends the provider's token answer on with its ID token replaced by a forged one. */
function forgeTokenAnswer(answer: IncomingMessage, res: ServerResponse, mode: 'forge-token' | 'unsigned-token'): void {
  let body = '';
  answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
  answer.on('end', () => {
    const tokens = JSON.parse(body) as { id_token?: string };
    if (tokens.id_token) tokens.id_token = forge(tokens.id_token, mode);
    const headers = { ...answer.headers };
    delete headers['content-length'];
    res.writeHead(answer.statusCode ?? 502, headers).end(JSON.stringify(tokens));
  });
}

const listen = (handler: (req: IncomingMessage, res: ServerResponse) => void, port = 0) =>
  new Promise<{ url: string }>((resolve) => {
    const server = createServer(handler).listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

let inner = '';
let issuer = '';
let aliasUrl = '';

/** Passes a request to the provider as it came, or with another client's credentials when the front door attacks. */
function forward(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', issuer);
  if (state().mode === 'swap-client' && url.pathname === '/auth' && url.searchParams.get('client_id') === 'cockpit') {
    url.searchParams.set('client_id', 'other-app');
    res.writeHead(302, { location: url.pathname + url.search }).end();
    return;
  }
  const headers = { ...req.headers };
  if (state().mode === 'swap-client' && url.pathname === '/token')
    headers.authorization = `Basic ${Buffer.from(`other-app:${CLIENTS['other-app']}`).toString('base64')}`;
  const mode = state().mode;
  const upstream = httpRequest(`${inner}${req.url}`, { method: req.method, headers }, (answer) => {
    if ((mode === 'forge-token' || mode === 'unsigned-token') && url.pathname === '/token')
      return forgeTokenAnswer(answer, res, mode);
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

async function main(): Promise<void> {
  const front = await listen(forward, Number(process.env.OIDC_PORT ?? 0));
  issuer = front.url;
  const provider = new Provider(issuer, {
    clients: Object.entries(CLIENTS).map(([client_id, client_secret]) => ({
      client_id,
      client_secret,
      redirect_uris: list('OIDC_REDIRECT_URIS'),
      post_logout_redirect_uris: list('OIDC_POST_LOGOUT_URIS'),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: signingKid, use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], groups: ['groups', 'department'] },
    // The scopes' claims go into the ID token (the console reads its roles from there, as it does from Keycloak's mappers).
    conformIdTokenClaims: false,
    cookies: { keys: ['cockpit-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: async (_ctx, id) => {
      const claims = state().accounts[id];
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
  });
  const handle = provider.callback();
  const innerServer = await listen((req, res) => void handle(req, res));
  inner = innerServer.url;

  const alias = await listen((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    httpRequest(`${inner}/.well-known/openid-configuration`, { headers: { host: new URL(issuer).host } }, (answer) => {
      let body = '';
      answer.on('data', (c: Buffer) => (body += c.toString()));
      answer.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ...JSON.parse(body), issuer: aliasUrl })),
      );
    }).end();
  });
  aliasUrl = alias.url;
  console.log(`OIDC_READY ${issuer} ${aliasUrl}`);
}

void main();
