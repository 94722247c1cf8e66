import { describe, expect, it } from 'vitest';
import { SIGN_IN_DELAY, clientKey, signInDelaySeconds } from './rate-limits.service';

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

describe('signInDelaySeconds', () => {
  it('is free for the first failures in a row, then doubles from 1 s up to 15 minutes', () => {
    const free = SIGN_IN_DELAY.freeFailures;
    expect(signInDelaySeconds(0)).toBe(0);
    expect(signInDelaySeconds(free)).toBe(0);
    expect([1, 2, 3, 4, 5].map((n) => signInDelaySeconds(free + n))).toEqual([1, 2, 4, 8, 16]);
    expect(signInDelaySeconds(free + 10)).toBe(512);
    expect(signInDelaySeconds(free + 11)).toBe(SIGN_IN_DELAY.maxSeconds);
    expect(signInDelaySeconds(10_000)).toBe(SIGN_IN_DELAY.maxSeconds);
  });
});
