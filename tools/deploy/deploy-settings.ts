import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isProxyAddress } from '../../console/src/server/core/http/service-settings';

const upstreamAddress = z.string().regex(/^https?:\/\/[^/\s]+$/, '必须是 http(s)://主机:端口，不带路径');
const listen = z.string().regex(/^(\S+:)?\d{1,5}$/, '必须是端口（8080）或 地址:端口（127.0.0.1:8080）');

/**
 * `deploy.json` beside the deployable output: how nginx serves it. The shell's own runtime files
 * (`www/config.json`, `www/remotes.json`) say where the API and each remote live; this says where
 * nginx listens and where it forwards same-origin API calls.
 */
export const deploySettingsSchema = z
  .object({
    /** nginx `listen` of the display's origin. */
    listen: listen.default('8080'),
    /**
     * TLS on that origin: the certificate (chain) and its key, as files nginx reads. With them nginx speaks HTTPS only,
     * sends HSTS, and the fleet service (told by X-Forwarded-Proto) marks its session cookie Secure.
     */
    tlsCertificate: z
      .string()
      .regex(/^[^\s;"'$]+$/, '必须是文件路径')
      .optional(),
    tlsCertificateKey: z
      .string()
      .regex(/^[^\s;"'$]+$/, '必须是文件路径')
      .optional(),
    serverName: z.string().regex(/^\S+$/, '不能含空白').default('_'),
    /** Where `/cockpit/` and the second API base are forwarded when `config.json` names them as same-origin paths. */
    apiUpstream: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, '必须是 http(s)://主机:端口，不带路径')
      .optional(),
    /**
     * The fleet service, when `config.json`'s `fleetUrl` is a same-origin path (`/fleet`): its wall routes and push
     * stream are forwarded there. One address, or a list: one per replica on one PostgreSQL (nginx spreads over them).
     */
    fleetUpstream: z
      .union([upstreamAddress, z.array(upstreamAddress).min(1, '至少一个副本').max(64, '最多 64 个副本')])
      .optional(),
    /** Passive health check of each fleet replica: this many failed tries within `fleetFailTimeoutSeconds` take it out… */
    fleetMaxFails: z.number().int().min(1).max(100).default(2),
    /** …for this long, s (then nginx tries it again with real traffic). */
    fleetFailTimeoutSeconds: z.number().int().min(1).max(600).default(10),
    /**
     * The addresses the fleet service sees nginx connect from (nginx on the same machine: loopback). Written to
     * `fleet-settings.json` as the service's `trustProxy`: only these may tell it a wall's real address.
     */
    fleetProxyAddresses: z
      .array(z.string().refine(isProxyAddress, '必须是 IP 地址或网段（如 127.0.0.1、10.0.0.0/8）'))
      .default(['127.0.0.1', '::1']),
    /** A second server block serving only `/remotes/`: a static origin of its own (or the origin a CDN pulls from). */
    remotesListen: listen.optional(),
    /** Path of ngx_http_brotli_static_module.so: when set, the `.br` files are served to browsers that accept them. */
    brotliModule: z.string().optional(),
    /**
     * One shared cache in front of the business API (nginx's proxy_cache with Debian's njs module checking `code`):
     * on by default; `false` forwards every call as before, uncached.
     */
    apiCache: z.boolean().default(true),
    /** How long nginx waits for the business API before it answers with the last good answer, s. */
    apiTimeoutSeconds: z.number().int().min(1).max(100).default(10),
    /** While the business API fails, nginx asks it again for one call at most this often, s, whatever the number of walls. */
    apiRetrySeconds: z.number().int().min(1).max(600).default(5),
    /** The cache's largest size on disk, MiB (least recently used answers go first). */
    apiCacheMaxMegabytes: z.number().int().min(1).max(100_000).default(256),
    /** Path of ngx_http_js_module.so (Debian package libnginx-mod-http-js), which the cache needs. */
    njsModule: z.string().default('/usr/lib/nginx/modules/ngx_http_js_module.so'),
    workerProcesses: z.union([z.literal('auto'), z.number().int().min(1)]).default('auto'),
    /**
     * Connections each nginx worker holds at most. A wall's push stream holds two while it is open (the wall's and the
     * replica's): size it at about 2 × walls ÷ workers; nginx's open-files limit is raised to match.
     */
    workerConnections: z.number().int().min(512).max(1_000_000).default(4096),
  })
  .strict()
  .refine((s) => (s.tlsCertificate === undefined) === (s.tlsCertificateKey === undefined), {
    message: 'tlsCertificate 与 tlsCertificateKey 须同时设置',
    path: ['tlsCertificateKey'],
  });
export type DeploySettings = z.infer<typeof deploySettingsSchema>;

/** The fleet replicas' addresses (`fleetUpstream` as a list; none when unset). */
export function fleetReplicas(settings: Pick<DeploySettings, 'fleetUpstream'>): string[] {
  const { fleetUpstream } = settings;
  return fleetUpstream === undefined ? [] : typeof fleetUpstream === 'string' ? [fleetUpstream] : fleetUpstream;
}

/** `count` replicas on one machine: the first's address, then the next ports (`--fleet-replicas 3`: 4300, 4301, 4302). */
export function replicasOnConsecutivePorts(first: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`副本数必须是 1–64 的整数：${count}`);
  const url = new URL(first);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port + count - 1 > 65535) throw new Error(`从端口 ${port} 起放不下 ${count} 个副本`);
  return Array.from({ length: count }, (_, i) => `${url.protocol}//${url.hostname}:${port + i}`);
}

/** The settings file of a deployable output. */
export function deploySettingsFile(distDir: string): string {
  return join(distDir, 'deploy.json');
}

/** Reads `deploy.json` (defaults when absent); a bad file fails with the field and why. */
export function readDeploySettings(distDir: string, overrides: Partial<DeploySettings> = {}): DeploySettings {
  const file = deploySettingsFile(distDir);
  const stored: unknown = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { apiUpstream: 'http://127.0.0.1:3100' };
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const parsed = deploySettingsSchema.safeParse({ ...(stored as object), ...given });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} 中的 ${issue.path.join('.') || '（顶层）'}：${issue.message}`);
  }
  return parsed.data;
}

/** Writes `deploy.json` so a later `npm run dist:nginx` regenerates the same server. */
export function writeDeploySettings(distDir: string, settings: DeploySettings): void {
  writeFileSync(deploySettingsFile(distDir), `${JSON.stringify(settings, null, 2)}\n`);
}
