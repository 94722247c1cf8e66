import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  derivedLinkTokens,
  derivedUuid,
  hashLinkToken,
  newLinkTokens,
  newTokenSeed,
} from './tokens';

describe('newLinkTokens', () => {
  it('gives distinct 32-byte URL-safe tokens, each with its own hash', () => {
    const tokens = newLinkTokens(500);
    expect(tokens).toHaveLength(500);
    expect(new Set(tokens.map((entry) => entry.token)).size).toBe(500);
    for (const { token, hash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(hash).toBe(hashLinkToken(token));
    }
    expect(newLinkTokens(0)).toEqual([]);
  });
});

describe('derivedLinkTokens', () => {
  it('gives the same 32-byte token for a key and seed, another for another key or seed', () => {
    const seed = newTokenSeed();
    const [a, b] = derivedLinkTokens(seed, ['member-a', 'member-b']);
    expect(a!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a!.hash).toBe(hashLinkToken(a!.token));
    expect(derivedLinkTokens(seed, ['member-a'])[0]).toEqual(a);
    expect(b!.token).not.toBe(a!.token);
    expect(derivedLinkTokens(newTokenSeed(), ['member-a'])[0]!.token).not.toBe(a!.token);
  });
});

describe('derivedUuid', () => {
  it('writes md5(a || b) with version 8 and the RFC variant', () => {
    // md5('ab') = 187ef4436122d1cc2f40dc2b92f0eba0
    expect(derivedUuid('a', 'b')).toBe('187ef443-6122-81cc-8f40-dc2b92f0eba0');
  });

  it('is a uuid to the response schemas (the notifications list validates every id)', () => {
    for (let index = 0; index < 200; index += 1)
      expect(z.uuid().parse(derivedUuid(String(index), 'user'))).toBeTruthy();
  });
});
