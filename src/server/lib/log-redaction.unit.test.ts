import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { redactUrl, scrubText, serverLoggerOptions } from './log-redaction';

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
    expect(redactUrl('/api/auth/forgot-password/maria%40example.com')).toBe(
      '/api/auth/forgot-password/[redacted]',
    );
    expect(redactUrl('/api/auth/resend-verification/maria%40example.com')).toBe(
      '/api/auth/resend-verification/[redacted]',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/job?page=2&tokenish=1')).toBe('/api/job?page=2&tokenish=1');
    expect(redactUrl('/api/me/shifts')).toBe('/api/me/shifts');
  });
});

describe('the server log', () => {
  it('hides document signatures and searches in URLs', () => {
    expect(redactUrl('/api/documents/1/download?expires=9&signature=abc')).toBe(
      '/api/documents/1/download?expires=9&signature=[redacted]',
    );
    expect(redactUrl('/api/persons?search=maria%40example.com&page=1')).toBe(
      '/api/persons?search=[redacted]&page=1',
    );
  });

  it('scrubs addresses, phone numbers and quoted input from foreign messages', () => {
    expect(scrubText('550 5.1.1 <maria.k@example.org>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(scrubText('gateway refused +491701234567')).toBe('gateway refused [phone]');
    expect(scrubText('invalid input syntax for type uuid: "Maria"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
  });

  it('redacts known paths and serialises errors without the query parameters', () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const { log } = Fastify({ logger: serverLoggerOptions('info', stream) });
    const failed = new Error(
      'Failed query: select 1 where email = $1\nparams: maria.k@example.org',
      {
        cause: Object.assign(new Error('relation "users" does not exist'), { code: '42P01' }),
      },
    );
    log.info(
      { body: { email: 'maria.k@example.org', password: 'Geheim-2026' }, err: failed },
      'seen',
    );
    const entry = JSON.parse(lines.at(-1)!) as {
      body: Record<string, string>;
      err: Record<string, string>;
    };
    expect(entry.body).toEqual({ email: '[redacted]', password: '[redacted]' });
    expect(entry.err).toMatchObject({ code: '42P01', message: 'relation "users" does not exist' });
    expect(lines.join('')).not.toContain('maria.k');
  });
});
