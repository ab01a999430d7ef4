import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOf, parseProxyEntry, protocolOf, trustedProxies } from './trustedProxies.ts';

const PROXIES = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8:1::/48']);

test('only the listed addresses and ranges are proxies: IPv4, IPv6, IPv4-mapped, with or without a port', () => {
  for (const address of [
    '127.0.0.1',
    '10.0.0.1',
    '10.255.255.254',
    '::ffff:10.1.2.3',
    '::1',
    '0:0:0:0:0:0:0:1',
    '2001:db8:1:ffff::7',
    '10.0.0.9:443',
    '[::1]:8080',
  ]) {
    assert.ok(PROXIES.has(address), address);
  }
  for (const address of ['127.0.0.2', '11.0.0.1', '9.255.255.255', '::ffff:11.0.0.1', '::2', '2001:db8:2::1', '', 'unknown', '10.0.0']) {
    assert.not.ok(PROXIES.has(address), address);
  }
  assert.ok(trustedProxies([]).empty);
  assert.not.ok(trustedProxies([]).has('127.0.0.1'));
});

test('a proxy entry is an address or a range within its family; anything else is none', () => {
  assert.equal(parseProxyEntry('10.0.0.0/8'), { address: '10.0.0.0', prefix: 8, family: 'ipv4' });
  assert.equal(parseProxyEntry(' ::1 '), { address: '::1', prefix: 128, family: 'ipv6' });
  assert.equal(parseProxyEntry('2001:db8::/32'), { address: '2001:db8::', prefix: 32, family: 'ipv6' });
  for (const bad of [
    '',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.256',
    'proxy',
    '10.0.0.1:80',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    '/8',
    'fe80::1%eth0',
  ]) {
    assert.is(parseProxyEntry(bad), null, bad);
  }
});

test('from a peer that is no trusted proxy, X-Forwarded-For and X-Forwarded-Proto are not read', () => {
  assert.is(clientOf('203.0.113.9', '198.51.100.1', PROXIES), '203.0.113.9');
  assert.is(clientOf('203.0.113.9', '198.51.100.1, 10.0.0.1', PROXIES), '203.0.113.9');
  assert.is(protocolOf('203.0.113.9', 'https', PROXIES), 'http');
});

test('from a trusted peer, X-Forwarded-For is walked from the right past the proxies: the first other address is the client', () => {
  // One proxy: it appended the address it saw; whatever the client wrote sits further left.
  assert.is(clientOf('127.0.0.1', '198.51.100.7', PROXIES), '198.51.100.7');
  assert.is(clientOf('127.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.7', PROXIES), '198.51.100.7');
  // Two proxies (a load balancer at 10.0.0.5, then the local nginx).
  assert.is(clientOf('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.5', PROXIES), '198.51.100.7');
  assert.is(clientOf('::ffff:127.0.0.1', '2001:db8:9::1, 10.0.0.5', PROXIES), '2001:db8:9::1');
  // A client that writes a proxy's address gains nothing: the proxy's own entry is to its right.
  assert.is(clientOf('127.0.0.1', '10.0.0.8, 198.51.100.7', PROXIES), '198.51.100.7');
  // Nothing but proxies, or no header: the left-most entry, else the peer.
  assert.is(clientOf('127.0.0.1', '10.0.0.8, 10.0.0.9', PROXIES), '10.0.0.8');
  assert.is(clientOf('127.0.0.1', undefined, PROXIES), '127.0.0.1');
  assert.is(clientOf('127.0.0.1', ' , ', PROXIES), '127.0.0.1');
  // A port the proxy wrote stays with the entry (clientAddress drops it) and is not taken for a proxy.
  assert.is(clientOf('127.0.0.1', '198.51.100.7:5123, 10.0.0.5:443', PROXIES), '198.51.100.7:5123');
});

test("X-Forwarded-Proto from a trusted peer: the outermost proxy's word counts", () => {
  assert.is(protocolOf('127.0.0.1', 'https', PROXIES), 'https');
  assert.is(protocolOf('127.0.0.1', 'HTTPS', PROXIES), 'https');
  assert.is(protocolOf('127.0.0.1', 'https, http', PROXIES), 'https');
  assert.is(protocolOf('127.0.0.1', 'http', PROXIES), 'http');
  assert.is(protocolOf('127.0.0.1', undefined, PROXIES), 'http');
});

test.run();
