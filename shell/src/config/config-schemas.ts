import { z } from 'zod';

const httpUrl = z
  .string()
  .url('必须是完整的网址')
  .refine((value) => /^https?:\/\//.test(value), '必须以 http:// 或 https:// 开头');

/** A full http(s) URL, or a path on the shell's own origin (`/`, `/open-api`): behind one web server a wall needs no host name. */
const httpUrlOrPath = z
  .string()
  .refine((value) => /^\/(?!\/)/.test(value) || httpUrl.safeParse(value).success, '必须是以 http:// 或 https:// 开头的完整网址，或以 / 开头的同源路径');

/** `config.json`: where the shell finds its API, back link and manifest. Editing it needs no rebuild. */
export const runtimeConfigSchema = z
  .object({
    apiHost: httpUrlOrPath.describe('cockpit API host; calls go to {apiHost}/cockpit'),
    serviceApiBase: httpUrlOrPath.describe('second API base of /ksh/service/*'),
    backUrl: httpUrl.describe('target of the 返回 control'),
    manifestUrl: z.string().min(1, '不能为空').default('/remotes.json'),
    manifestPollMs: z.number().int().min(1000, '不能小于 1000').max(600_000, '不能大于 600000').default(15_000),
    remoteTimeoutMs: z.number().int().min(1000, '不能小于 1000').max(120_000, '不能大于 120000').default(15_000),
    refreshOverrides: z.record(z.string().regex(/^[a-z][a-z0-9_]*\/[a-z0-9-]+$/, '键必须是 <remote>/<panel>'), z.number().int().min(100, '不能小于 100')).default({}),
  })
  .strict();
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const remoteName = z.string().regex(/^[a-z][a-z0-9_]*$/, '远程模块名只能包含小写字母、数字和下划线');

/** `remotes.json`: remote name → URL of its build's `mf-manifest.json` (or `remoteEntry.js`); a path is relative to the manifest's origin. */
export const remotesManifestSchema = z
  .object({
    remotes: z.record(remoteName, httpUrlOrPath.refine((value) => /(mf-manifest\.json|remoteEntry\.js)(\?.*)?$/.test(value), '必须指向 mf-manifest.json 或 remoteEntry.js')),
  })
  .strict()
  .refine((manifest) => 'hub' in manifest.remotes && 'xndx' in manifest.remotes, { message: '必须包含 hub 和 xndx 两个首页远程模块', path: ['remotes'] });
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
