/** Host names that never leave the machine: plain http is allowed only for them. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origins a published version's manifest may be on: the ones walls may load remotes from (config.json's
 * `remoteOrigins`, which the shell's CSP allows) and those the published folders are served at.
 */
export function allowedManifestOrigins(
  remoteOrigins: readonly string[],
  remoteBaseUrls: Readonly<Record<string, string>>,
): Set<string> {
  const origins = new Set<string>();
  for (const url of [...remoteOrigins, ...Object.values(remoteBaseUrls)]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/** Why walls must not be told to load `manifestUrl`, in words, or null when it is on an allowed origin. */
export function manifestUrlRefusal(manifestUrl: string, allowed: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return `manifestUrl ${manifestUrl} 不是合法的地址`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) {
    return `manifestUrl 必须使用 https（仅本机地址可用 http）：${url.origin}`;
  }
  if (!allowed.has(url.origin)) {
    const list = [...allowed].join('、') || '（未配置）';
    return `manifestUrl 的来源 ${url.origin} 不在大屏允许加载的来源中（config.json 的 remoteOrigins 与发布目录的地址：${list}）`;
  }
  return null;
}
