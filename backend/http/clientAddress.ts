import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a limit is counted against, from `ctx.ip` (which, from a proxy TRUST_PROXY names, is read
 * from X-Forwarded-For: backend/http/trustedProxies.ts). An IPv4 address stays as it is, with
 * its IPv4-mapped IPv6 form (`::ffff:1.2.3.4`) folded into it; an IPv6 address counts as its /64,
 * because one subscriber is usually given a whole /64 and could otherwise take a new address per try.
 * Some proxies write the client's port too (`203.0.113.5:1234`, `[2001:db8::6]:443`): a new port per
 * connection must not make a new address, so it is dropped.
 */
export function clientAddress(forwarded: string): string {
  const ip = withoutPort(forwarded.trim());
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const bare = ip.split('%')[0];
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  // Not an address at all (a proxy writing something else): still one bounded key.
  return ip.slice(0, 100);
}

/** `1.2.3.4:80` → `1.2.3.4`, `[2001:db8::1]:443` and `[2001:db8::1]` → `2001:db8::1`; others unchanged. */
export function withoutPort(ip: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(ip);
  return v4WithPort ? v4WithPort[1] : ip;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const parts = (text: string) => {
    if (text === '') return [];
    return text.split(':').flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a, b, c, d] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const [head, tail] = address.split('::');
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}
