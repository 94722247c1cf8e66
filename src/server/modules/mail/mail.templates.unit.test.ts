import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.templates';
import { backoffSeconds } from './outbox.worker';

describe('renderMail', () => {
  it('renders the confirmation mail in German and English with the link in text and HTML', () => {
    const link = 'https://example.com/api/auth/confirm-email/abc';
    const de = renderMail('de', { template: 'email_confirmation', firstName: 'Jana', link, hours: 48 });
    expect(de.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(de.text).toContain('Hallo Jana,');
    expect(de.text).toContain(link);
    expect(de.text).toContain('48 Stunden');
    expect(de.html).toContain(`href="${link}"`);
    const en = renderMail('en', { template: 'email_confirmation', firstName: 'Jo', link, hours: 48 });
    expect(en.subject).toBe('Please confirm your e-mail address');
  });

  it('escapes names in HTML', () => {
    const mail = renderMail('en', { template: 'password_changed', firstName: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>x</script>');
  });
});

describe('backoffSeconds', () => {
  it('doubles from 10 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30)).toBe(3600);
  });
});
