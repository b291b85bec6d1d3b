/** Query parameters the display routes understand. */
export const KNOWN_PARAMS = ['config', 'ops', 'wall', 'group', 'override'] as const;

/** Names of query parameters a display URL carries that nothing reads (a typo the operator should see). */
export function unknownParams(pathname: string, search: string): string[] {
  if (pathname === '/preview') return []; // the preview page checks its own parameters
  return [...new URLSearchParams(search).keys()].filter((key) => !(KNOWN_PARAMS as readonly string[]).includes(key));
}
