// Ports at or above 1024 that Chromium refuses to load anything from (net/base/port_util.cc's restricted list):
// a stack that serves a remote or the API there shows every panel in error, and only on the port layout that hits one.
const BROWSER_UNSAFE_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The ports of `ports` a browser refuses to fetch from. */
export function browserUnsafePorts(ports: readonly number[]): number[] {
  return ports.filter((port) => port < 1024 || BROWSER_UNSAFE_PORTS.has(port));
}

/** Throws a clear error when a stack would serve on a port the browser refuses (`what` names the layout checked). */
export function assertBrowserSafePorts(ports: readonly number[], what: string): void {
  const unsafe = browserUnsafePorts(ports);
  if (unsafe.length)
    throw new Error(
      `${what}用到了浏览器拒绝访问的端口 ${unsafe.join('、')}（Chromium 的不安全端口），请换一个端口基数或偏移`,
    );
}
