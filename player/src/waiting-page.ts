/** The wall's name in its address (`?wall=lobby-1`), or the server's host when the address names none. */
export function wallNameOf(url: string): string {
  const parsed = new URL(url);
  return parsed.searchParams.get('wall') || parsed.host;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The player's own page while the wall's server has not answered yet (a first start, a new tab): the wall's name and
 * 正在连接…, dark like the wall, never Chromium's white. It is a `data:` address: it needs no server, and Chromium
 * keeps it on screen until the wall's page commits.
 */
export function waitingPageUrl(url: string): string {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>正在连接</title><style>
html,body{margin:0;height:100%;background:#030c24;color:#cfe3ff;font-family:"Noto Sans CJK SC","Noto Sans SC",sans-serif;overflow:hidden;cursor:none}
body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2vh}
h1{margin:0;font-size:5vh;font-weight:500;letter-spacing:.1em}p{margin:0;font-size:2.6vh;opacity:.7}
</style></head><body data-player-waiting><h1>${escapeHtml(wallNameOf(url))}</h1><p>正在连接…</p></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
