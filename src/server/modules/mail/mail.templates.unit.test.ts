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

describe('selection mails', () => {
  const dates = Array.from({ length: 12 }, (_, day) => ({
    start: new Date(Date.UTC(2026, 2, 2 + day, 7)),
    end: new Date(Date.UTC(2026, 2, 2 + day, 15)),
  }));
  const common = { firstName: 'Dora', title: 'Vertretung Neurologie', organisation: 'Klinikum Nord', dates };

  it("names the agency's applicant, lists ten dates in Berlin time and links to the applied jobs", () => {
    const link = 'https://example.com/de/agency/applied-jobs';
    const mail = renderMail('de', { template: 'application_selected', ...common, person: 'Anna Schmidt', link });
    expect(mail.subject).toBe('Ausgewählt: Anna Schmidt für Vertretung Neurologie');
    expect(mail.text).toContain('Klinikum Nord hat Anna Schmidt aus Ihrer Agentur für die Anfrage „Vertretung Neurologie“ ausgewählt.');
    expect(mail.text).toContain('02/03/2026 08:00 - 02/03/2026 16:00');
    expect(mail.text).toContain('und 2 weitere Termine');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('speaks to a pool member in person, without a link', () => {
    const selected = renderMail('en', { template: 'application_selected', ...common, person: null, link: null });
    expect(selected.subject).toBe('You were selected: Vertretung Neurologie');
    expect(selected.text).toContain('Klinikum Nord has selected you');
    expect(selected.html).not.toContain('href=');
    const notSelected = renderMail('en', { template: 'application_not_selected', ...common, person: null });
    expect(notSelected.subject).toBe('Not selected: Vertretung Neurologie');
    expect(notSelected.text).toContain('you were not selected this time');
  });
});

describe('backoffSeconds', () => {
  it('doubles from 10 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30)).toBe(3600);
  });
});
