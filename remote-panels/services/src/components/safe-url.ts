/**
 * The URL if it is an absolute http(s) URL, else null: API text only becomes a link when it cannot
 * run script (`javascript:`, `data:` …) or point somewhere relative to the display.
 */
export function safeHttpUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
