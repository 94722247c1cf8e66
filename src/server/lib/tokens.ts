import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A random, URL-safe secret for e-mailed links, and the hash that is all we store of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/**
 * `count` link tokens from one draw of random bytes (a pool's offers: one call, not 10,000);
 * each is as random and as long as newLinkToken's.
 */
export function newLinkTokens(count: number): { token: string; hash: string }[] {
  const bytes = randomBytes(TOKEN_BYTES * count);
  return Array.from({ length: count }, (_, index) => {
    const token = bytes.subarray(index * TOKEN_BYTES, (index + 1) * TOKEN_BYTES).toString('base64url');
    return { token, hash: hashLinkToken(token) };
  });
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
