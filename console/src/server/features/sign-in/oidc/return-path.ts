/**
 * Where the console goes after a sign-in through the provider: a path of this console only. Anything that could leave
 * the origin (`//evil`, `/\evil`, `https://…`, a scheme, control characters) or go back to the login page becomes `/`.
 */
export function safeReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  // Resolved against a dummy origin it must stay on it (catches encodings URL parsers fold into another host).
  const resolved = new URL(next, 'http://console.invalid');
  if (resolved.origin !== 'http://console.invalid') return '/';
  if (resolved.pathname === '/login' || resolved.pathname.startsWith('/api/')) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}
