import { BlockList, isIP } from 'node:net';
import type { Middleware } from 'koa';
import { withoutPort } from './clientAddress.ts';

/**
 * The proxies TRUST_PROXY names (backend/config.ts), as addresses and CIDR ranges. Only a connection
 * from one of them may say, in X-Forwarded-For and X-Forwarded-Proto, who the client is and whether it
 * came over https: anyone else who can reach the port writes those headers as they like.
 */
export interface TrustedProxies {
  /** Whether `address` (a peer or an X-Forwarded-For entry, with or without a port) is one of the proxies. */
  has(address: string): boolean;
  readonly empty: boolean;
}

/** One TRUST_PROXY entry: `10.0.0.0/8`, `2001:db8::/32`, `127.0.0.1`, `::1`; null when it is none of these. */
export function parseProxyEntry(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const match = /^([^/%]+?)(?:\/(\d{1,3}))?$/.exec(text.trim());
  // No zone index (`fe80::1%eth0`): a proxy is named by its address alone.
  if (!match) return null;
  const version = isIP(match[1]);
  if (version === 0) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = match[2] === undefined ? bits : Number(match[2]);
  if (prefix > bits) return null;
  return { address: match[1], prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The matcher for entries already checked by parseProxyEntry (the configuration refuses any other). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`not a proxy address or range: ${entry}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return {
    empty: entries.length === 0,
    has(address) {
      const bare = withoutPort(address.trim()).split('%')[0];
      const version = isIP(bare);
      // An IPv4-mapped IPv6 peer (a dual-stack socket) is checked against the IPv4 ranges too.
      return version !== 0 && list.check(bare, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: the peer itself, unless the peer is a trusted proxy; then X-Forwarded-For is
 * walked from the right, each proxy having appended the address it saw, and the first entry that is
 * not a trusted proxy is the client. Entries further left were written by the client and are never
 * read. When every entry is a proxy, the left-most is the nearest thing to a client there is.
 */
export function clientOf(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  if (!trusted.has(peer)) return peer;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!trusted.has(entries[i])) return entries[i];
  }
  return entries[0] ?? peer;
}

/**
 * Whether the request reached the proxy over https: X-Forwarded-Proto, read only from a trusted peer.
 * Each proxy in a chain may append its own; the left-most is what the outermost proxy saw.
 */
export function protocolOf(peer: string, forwardedProto: string | undefined, trusted: TrustedProxies): 'http' | 'https' {
  if (!forwardedProto || !trusted.has(peer)) return 'http';
  return forwardedProto.split(',')[0].trim().toLowerCase() === 'https' ? 'https' : 'http';
}

/**
 * Sets `ctx.ip`, `ctx.protocol` (and so `ctx.secure`) before anything reads them, from the forwarded
 * headers of trusted peers only. Koa's own `proxy` switch trusts those headers from any peer, so it
 * stays off, and X-Forwarded-Host is not read at all (`ctx.host` is the Host header).
 */
export function fromTrustedProxies(entries: readonly string[]): Middleware {
  const trusted = trustedProxies(entries);
  return (ctx, next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    ctx.request.ip = clientOf(peer, ctx.get('X-Forwarded-For') || undefined, trusted);
    const protocol = protocolOf(peer, ctx.get('X-Forwarded-Proto') || undefined, trusted);
    // The server speaks plain http itself; request.protocol and request.secure are getters Koa
    // defines on the prototype, so an own property of this request's object takes their place.
    if (protocol === 'https') Object.defineProperty(ctx.request, 'protocol', { value: 'https' });
    return next();
  };
}
