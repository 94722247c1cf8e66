import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limits.service';

describe('clientKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:0:12::/64';
    expect(clientKey('2001:db8:0:12::1')).toBe(network);
    expect(clientKey('2001:0db8:0000:0012:abcd:ef01:2345:6789')).toBe(network);
    expect(clientKey('2001:DB8::12:0:0:0:1')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:db8:0:13::1')).not.toBe(network);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
