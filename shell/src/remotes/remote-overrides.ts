import { isWallPage } from '../fleet/wall-identity';

/** Where a browser tab keeps the overrides it accepted (sessionStorage: that tab only, gone when it closes). */
export const OVERRIDES_STORAGE_KEY = 'cockpit.overrides';

/** Remote name → the manifest URL that replaces the page's own for this tab. */
export type RemoteOverrides = Record<string, string>;

/** What a page does with `?override=<remote>=<manifest URL>` and the tab's stored overrides. */
export interface OverrideDecision {
  /** Applied on this page. */
  active: RemoteOverrides;
  /** Kept for the tab (written back to sessionStorage). */
  keep: RemoteOverrides;
  /** Why an asked-for override was refused, in words (one per refusal). */
  refused: string[];
  /** True on a wall route that was asked for overrides: it ignores them. */
  ignoredOnWall: boolean;
}

interface OverrideInput {
  pathname: string;
  search: string;
  /** The tab's overrides as stored (JSON), if any. */
  stored: string | null;
  /** `config.json`'s `overrideHosts`: the only host names an override may point at. */
  allowedHosts: readonly string[];
  /** The origins the page's CSP lets load remote code (its manifest's and `remoteOrigins`). */
  cspOrigins: ReadonlySet<string>;
}

const REMOTE = /^[a-z][a-z0-9_]*$/;
const ENTRY = /(mf-manifest\.json|remoteEntry\.js)(\?.*)?$/;

/** Refusal reason for one `<remote>=<url>` pair, or undefined when it may apply. */
function refusal(name: string, url: string, input: OverrideInput): string | undefined {
  if (!REMOTE.test(name)) return `已拒绝覆盖 ${name || '（空）'}：远程模块名只能包含小写字母、数字和下划线`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `已拒绝覆盖 ${name}：${url || '（空）'} 不是完整的网址`;
  }
  if (!/^https?:$/.test(parsed.protocol) || !ENTRY.test(parsed.pathname))
    return `已拒绝覆盖 ${name}：地址必须是 http(s) 的 mf-manifest.json 或 remoteEntry.js`;
  if (!input.allowedHosts.includes(parsed.hostname)) {
    return `已拒绝覆盖 ${name}：来源 ${parsed.origin} 不在 config.json 的 overrideHosts 允许列表中（${input.allowedHosts.join('、') || '空'}）`;
  }
  if (!input.cspOrigins.has(parsed.origin))
    return `已拒绝覆盖 ${name}：本页的内容安全策略（CSP）不允许从 ${parsed.origin} 加载代码（加入 config.json 的 remoteOrigins）`;
  return undefined;
}

function parseStored(stored: string | null): RemoteOverrides {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * Decides which remote overrides a page applies. A wall route ignores every override (a wall is never changed
 * from a browser's address bar); `/preview` applies the tab's stored ones and those of the query, each only when
 * its host is on the allowlist and its origin in the page's CSP. A stored one is checked again on every load.
 */
export function decideOverrides(input: OverrideInput): OverrideDecision {
  const asked = new URLSearchParams(input.search).getAll('override');
  if (isWallPage(input.pathname))
    return { active: {}, keep: parseStored(input.stored), refused: [], ignoredOnWall: asked.length > 0 };
  const wanted: RemoteOverrides = { ...parseStored(input.stored) };
  for (const pair of asked) {
    const at = pair.indexOf('=');
    wanted[at < 0 ? pair : pair.slice(0, at)] = at < 0 ? '' : pair.slice(at + 1);
  }
  const active: RemoteOverrides = {};
  const refused: string[] = [];
  for (const [name, url] of Object.entries(wanted)) {
    const reason = refusal(name, url, input);
    if (reason) refused.push(reason);
    else active[name] = url;
  }
  return { active, keep: active, refused, ignoredOnWall: false };
}
