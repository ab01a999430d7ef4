import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientAddress } from './clientAddress.ts';

test('an IPv4 address is its own key, also in its IPv4-mapped IPv6 form', () => {
  assert.is(clientAddress('203.0.113.7'), '203.0.113.7');
  assert.is(clientAddress('::ffff:203.0.113.7'), '203.0.113.7');
});

test('every address of one IPv6 /64 shares one key, another /64 gets another', () => {
  const key = clientAddress('2001:db8:a:b::1');
  assert.is(key, '2001:db8:a:b::/64');
  assert.is(clientAddress('2001:0db8:000a:000b:ffff:1:2:3'), key);
  assert.is(clientAddress('2001:db8:a:b:1:2:3.4.5.6'), key);
  assert.is(clientAddress('fe80::1%eth0'), 'fe80:0:0:0::/64');
  assert.is.not(clientAddress('2001:db8:a:c::1'), key);
  assert.is(clientAddress('::1'), '0:0:0:0::/64');
});

test('a port or brackets a proxy wrote around the address make no new key', () => {
  assert.is(clientAddress('203.0.113.5:1234'), '203.0.113.5');
  assert.is(clientAddress('203.0.113.5:9'), '203.0.113.5');
  assert.is(clientAddress('[2001:db8:0:2::6]'), '2001:db8:0:2::/64');
  assert.is(clientAddress('[2001:db8:0:2::6]:443'), '2001:db8:0:2::/64');
  assert.is(clientAddress(' 203.0.113.5 '), '203.0.113.5');
});

test('something that is not an address still gives one bounded key', () => {
  assert.is(clientAddress('x'.repeat(500)).length, 100);
});

test.run();
