import { Value } from '@sinclair/typebox/value';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { beatSchema, screenshotPostSchema, type ScreenshotPost, type WallBeat } from '@cockpit/protocol';

/** One request a wall made to the fake fleet service, with whether its body matched the protocol. */
export interface FleetPost<T> {
  wallId: string;
  authorization?: string;
  body: T;
  valid: boolean;
}

/** The provisioning token the fake fleet takes for `group` (it answers `POST /api/enrol/provision` with a credential of that group). */
export const fakeToken = (group: string): string => `fake-${group}`;
/** The secret of the credential the fake fleet gives the wall it names `wallId`. */
export const fakeSecret = (wallId: string): string => `cwc-fake-${wallId}`;

/** A stand-in for the fleet service: enrols walls by provisioning token, records beats and screenshots, checks them against the protocol's schemas. */
export interface FakeFleet {
  url: string;
  beats: FleetPost<WallBeat>[];
  screenshots: FleetPost<ScreenshotPost>[];
  /** `up` answers, `hang` never answers. */
  mode: 'up' | 'hang';
  /** The next beat replies ask for this screenshot (until it arrives). */
  requestScreenshot?: string;
  /** Beats and screenshots posted while the service hangs. */
  hungRequests: number;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** A credential for the token's group, the wall's id its suggested name; any other token is refused as the service would. */
function provision(text: string, response: ServerResponse): void {
  const { token, suggestedName } = JSON.parse(text) as { token?: string; suggestedName?: string };
  const group = token?.startsWith('fake-') ? token.slice(5) : undefined;
  if (!group || !suggestedName)
    return void response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"预配令牌无效"}');
  const credential = { wallId: suggestedName, secret: fakeSecret(suggestedName), group, name: suggestedName };
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(credential));
}

/** Starts a fake fleet service on `port` (loopback), answering CORS like the real one. */
export async function startFakeFleet(port: number): Promise<FakeFleet> {
  const fleet: FakeFleet = {
    url: `http://127.0.0.1:${port}`,
    beats: [],
    screenshots: [],
    mode: 'up',
    hungRequests: 0,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (fleet.mode === 'hang') {
      // Beats are counted (one in flight at a time); the runtime-file reads hang too but are the loader's to time out.
      if (request.method === 'POST') fleet.hungRequests += 1;
      return; // never answers: the wall must give up by itself
    }
    if (request.method === 'POST' && request.url === '/api/enrol/provision')
      return void readBody(request).then((text) => provision(text, response));
    const match = /^\/api\/walls\/([^/]+)\/(beat|screenshot)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as unknown;
      const post = { wallId: decodeURIComponent(match[1]), authorization: request.headers.authorization, body };
      if (match[2] === 'screenshot') {
        fleet.screenshots.push({
          ...post,
          body: body as ScreenshotPost,
          valid: Value.Check(screenshotPostSchema, body),
        });
        if ((body as ScreenshotPost).requestId === fleet.requestScreenshot) fleet.requestScreenshot = undefined;
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }
      fleet.beats.push({ ...post, body: body as WallBeat, valid: Value.Check(beatSchema, body) });
      const reply = fleet.requestScreenshot ? { ok: true, screenshotRequest: fleet.requestScreenshot } : { ok: true };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fleet.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fleet;
}
