import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_TTL_DAYS, issueDeviceToken, verifyDeviceToken } from './device-tokens';

const SECRET = 'unit-test-secret-long-enough-for-hmac-signing';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const USER = '6f1c2d9e-0000-4000-8000-000000000001';

describe('known-device tokens', () => {
  it('verify for their account until they expire, each with its own id', () => {
    const token = issueDeviceToken(SECRET, USER, NOW);
    const id = verifyDeviceToken(SECRET, token, USER, NOW);
    expect(id).toEqual(expect.any(String));
    expect(verifyDeviceToken(SECRET, issueDeviceToken(SECRET, USER, NOW), USER, NOW)).not.toBe(id);
    const lastSecond = NOW + DEVICE_TOKEN_TTL_DAYS * 24 * 3600_000 - 1000;
    expect(verifyDeviceToken(SECRET, token, USER, lastSecond)).toBe(id);
    expect(verifyDeviceToken(SECRET, token, USER, lastSecond + 1000)).toBeNull();
  });

  it('are refused for another account, another secret, or when altered', () => {
    const token = issueDeviceToken(SECRET, USER, NOW);
    expect(
      verifyDeviceToken(SECRET, token, '6f1c2d9e-0000-4000-8000-000000000002', NOW),
    ).toBeNull();
    expect(verifyDeviceToken(`${SECRET}-other`, token, USER, NOW)).toBeNull();
    const [body, mac] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const longer = Buffer.from(JSON.stringify({ ...payload, e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifyDeviceToken(SECRET, `${longer}.${mac}`, USER, NOW)).toBeNull();
    for (const broken of ['', 'x', `${body}.`, `${token}.x`, `${body}.${mac!.slice(1)}`]) {
      expect(verifyDeviceToken(SECRET, broken, USER, NOW)).toBeNull();
    }
  });
});
