import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the path of a calendar feed but not its token', () => {
    expect(redactUrl('/api/calendar/AbC_-123xyz.ics')).toBe('/api/calendar/[redacted].ics');
  });

  it('hides token and ticket query values, whatever their position', () => {
    expect(redactUrl('/api/offers/by-token?token=secret-1')).toBe(
      '/api/offers/by-token?token=[redacted]',
    );
    expect(redactUrl('/en/offer?answer=declined&token=s3&via=sms')).toBe(
      '/en/offer?answer=declined&token=[redacted]&via=sms',
    );
    expect(redactUrl('/api/notifications/stream?ticket=t.k.n')).toBe(
      '/api/notifications/stream?ticket=[redacted]',
    );
  });

  it('hides e-mail confirmation and invitation tokens in the path', () => {
    expect(redactUrl('/api/auth/confirm-email/abc.def')).toBe('/api/auth/confirm-email/[redacted]');
    expect(redactUrl('/api/invitations/xyz?x=1')).toBe('/api/invitations/[redacted]?x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/job?page=2&tokenish=1')).toBe('/api/job?page=2&tokenish=1');
    expect(redactUrl('/api/me/shifts')).toBe('/api/me/shifts');
  });
});
