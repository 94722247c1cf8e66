import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkTokens } from './tokens';

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
