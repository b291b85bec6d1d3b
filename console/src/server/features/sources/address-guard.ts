import { BlockList, isIP } from 'node:net';

/**
 * Addresses a source may not reach unless the administrator listed them by address: loopback, private, link-local
 * (169.254.169.254 is a cloud's metadata service), carrier-grade NAT, "this network", multicast and the IPv6 kinds
 * of each. An address inside IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
 */
const INNER = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INNER.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INNER.addSubnet(net, bits, 'ipv6');

/** `::ffff:a.b.c.d` → `a.b.c.d`; any other address as given. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether an address is one a source may reach only when listed by that very address. */
export function isInnerAddress(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return INNER.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as the allowlist names it: lower case, IPv6 without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** Why a host may not be fetched at all (not listed), or undefined when it is on the list. */
export function hostRefusal(host: string, allowlist: readonly string[]): string | undefined {
  return allowlist.includes(host.toLowerCase())
    ? undefined
    : `主机 ${host} 不在数据源主机白名单中（请管理员在「数据源 → 主机白名单」中添加）`;
}

/**
 * Why the address a listed host resolved to (or the socket actually connected to) may not be used: an inner address is
 * allowed only when the list names that address itself, so a listed public name that resolves to 127.0.0.1 is refused.
 */
export function addressRefusal(host: string, address: string, allowlist: readonly string[]): string | undefined {
  if (!isInnerAddress(address)) return undefined;
  if (allowlist.includes(plainAddress(address).toLowerCase())) return undefined;
  return `主机 ${host} 指向内网、回环或链路本地地址 ${plainAddress(address)}，该地址不在白名单中`;
}

/** Whether a string may be put on the allowlist: a host name or an IP address, nothing else. */
export function isListableHost(entry: string): boolean {
  if (isIP(entry)) return true;
  return (
    entry.length <= 253 &&
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(entry)
  );
}
