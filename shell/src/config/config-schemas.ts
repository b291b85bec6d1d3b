import * as z from 'zod/mini';

const httpUrl = z
  .url({ error: '必须是完整的网址' })
  .check(z.refine((value) => /^https?:\/\//.test(value), '必须以 http:// 或 https:// 开头'));

/** A full http(s) URL, or a path on the shell's own origin (`/`, `/open-api`): behind one web server a wall needs no host name. */
const httpUrlOrPath = z
  .string()
  .check(
    z.refine(
      (value) => /^\/(?!\/)/.test(value) || httpUrl.safeParse(value).success,
      '必须是以 http:// 或 https:// 开头的完整网址，或以 / 开头的同源路径',
    ),
  );

/** An http(s) origin, `scheme://host[:port]`, with nothing after it. */
const httpOrigin = z
  .string()
  .check(z.regex(/^https?:\/\/[^/?#\s]+$/, '必须是 http:// 或 https:// 开头的来源（协议、主机和端口，不带路径）'));

/** A whole number within `min`..`max`, else `fallback` when absent. */
const bounded = (min: number, max: number, fallback: number) =>
  z._default(z.int().check(z.minimum(min, `不能小于 ${min}`), z.maximum(max, `不能大于 ${max}`)), fallback);

/** `config.json`: where the shell finds its API, back link and manifest. Editing it needs no rebuild. */
export const runtimeConfigSchema = z.strictObject({
  /** Cockpit API host; calls go to `{apiHost}/cockpit`. */
  apiHost: httpUrlOrPath,
  /** Second API base, of the `/ksh/service/*` calls. */
  serviceApiBase: httpUrlOrPath,
  /** Target of the 返回 control. */
  backUrl: httpUrl,
  manifestUrl: z._default(z.string().check(z.minLength(1, '不能为空')), '/remotes.json'),
  /** Where the pages' slot layouts are read (`layouts.json`), re-read at each manifest poll. */
  layoutsUrl: z._default(z.string().check(z.minLength(1, '不能为空')), '/layouts.json'),
  manifestPollMs: bounded(1000, 600_000, 15_000),
  remoteTimeoutMs: bounded(1000, 120_000, 15_000),
  refreshOverrides: z._default(
    z.record(
      z.string().check(z.regex(/^[a-z][a-z0-9_]*\/[a-z0-9-]+$/, '键必须是 <remote>/<panel>')),
      z.int().check(z.minimum(100, '不能小于 100')),
    ),
    {},
  ),
  /** The fleet service's base URL (or a same-origin path): the wall reports itself there. Absent, it reports nothing. */
  fleetUrl: z.optional(httpUrlOrPath),
  /**
   * Retired: the shared wall keys of each group. Still accepted so that an old `config.json` keeps its wall running,
   * but never sent anywhere: a wall enrols for a credential of its own, and its ops overlay says so.
   */
  fleetKeys: z.optional(z.unknown()),
  /** How often a wall reports itself, ms. */
  fleetHeartbeatMs: bounded(1000, 600_000, 15_000),
  /** A wall whose own device benchmark scores below this takes the light profile by itself (100 ≈ the reference machine; 0: never). */
  lightProfileBelowScore: bounded(0, 100_000, 20),
  /**
   * Origins the fleet service may name remote builds on beyond those of `remotes.json` (a panel team's own host):
   * the server that serves the shell puts them in its Content-Security-Policy; the shell itself only checks them.
   */
  remoteOrigins: z._default(z.array(httpOrigin).check(z.maxLength(32, '最多 32 个来源')), []),
  /**
   * Origins of a panel team's `pnpm dev` emulator that may frame this display's pages (a staging display; a wall
   * leaves it empty): the server that serves the shell adds them to its CSP's frame-ancestors.
   */
  emulatorOrigins: z._default(z.array(httpOrigin).check(z.maxLength(32, '最多 32 个来源')), []),
  /**
   * Host names a developer's `/preview?override=<remote>=<manifest URL>` may load a remote from, in that browser tab
   * only (wall routes ignore overrides). The page's CSP still decides what loads.
   */
  overrideHosts: z._default(
    z
      .array(
        z.string().check(z.regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/, '必须是主机名（如 localhost），不带协议和端口')),
      )
      .check(z.maxLength(32, '最多 32 个主机名')),
    ['localhost', '127.0.0.1'],
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const remoteName = z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, '远程模块名只能包含小写字母、数字和下划线'));
const remoteEntryUrl = httpUrlOrPath.check(
  z.refine(
    (value) => /(mf-manifest\.json|remoteEntry\.js)(\?.*)?$/.test(value),
    '必须指向 mf-manifest.json 或 remoteEntry.js',
  ),
);

/** `remotes.json`: remote name → URL of its build's `mf-manifest.json` (or `remoteEntry.js`); a path is relative to the manifest's origin. */
export const remotesManifestSchema = z.strictObject({ remotes: z.record(remoteName, remoteEntryUrl) }).check(
  z.refine((manifest) => 'hub' in manifest.remotes && 'xndx' in manifest.remotes, {
    message: '必须包含 hub 和 xndx 两个首页远程模块',
    path: ['remotes'],
  }),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
