import { describe, expect, it } from 'vitest';
import { mailSlot, prepareMail } from './mail.prepared';
import { renderMail, type MailTemplate } from './mail.templates';
import { backoffSeconds } from './outbox.worker';

describe('renderMail', () => {
  it('renders the confirmation mail in German and English with the link in text and HTML', () => {
    const link = 'https://example.com/api/auth/confirm-email/abc';
    const de = renderMail('de', {
      template: 'email_confirmation',
      firstName: 'Jana',
      link,
      hours: 48,
    });
    expect(de.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(de.text).toContain('Hallo Jana,');
    expect(de.text).toContain(link);
    expect(de.text).toContain('48 Stunden');
    expect(de.html).toContain(`href="${link}"`);
    const en = renderMail('en', {
      template: 'email_confirmation',
      firstName: 'Jo',
      link,
      hours: 48,
    });
    expect(en.subject).toBe('Please confirm your e-mail address');
  });

  it('answers a contact request with our fixed text only, in German and English, without a link', () => {
    const de = renderMail('de', { template: 'contact_confirmation' });
    expect(de.subject).toBe('Wir haben Ihre Anfrage erhalten');
    expect(de.text.split('\n')).toEqual([
      'Guten Tag,',
      '',
      'vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten und melden uns innerhalb eines Werktags bei Ihnen, meist deutlich früher.',
      '',
      'Falls Sie uns nicht geschrieben haben, hat jemand anderes Ihre E-Mail-Adresse angegeben: Sie können diese E-Mail ignorieren.',
      '',
      expect.any(String),
    ]);
    const en = renderMail('en', { template: 'contact_confirmation' });
    expect(en.subject).toBe('We have received your request');
    expect(en.text).toContain('Hello,\n\nthank you for contacting us.');
    for (const mail of [de, en]) expect(mail.html).not.toContain('href');
  });

  it('escapes names in HTML', () => {
    const mail = renderMail('en', {
      template: 'password_changed',
      firstName: '<script>x</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>x</script>');
  });
});

describe('selection mails', () => {
  const dates = Array.from({ length: 12 }, (_, day) => ({
    start: new Date(Date.UTC(2026, 2, 2 + day, 7)),
    end: new Date(Date.UTC(2026, 2, 2 + day, 15)),
  }));
  const common = {
    firstName: 'Dora',
    title: 'Vertretung Neurologie',
    organisation: 'Klinikum Nord',
    dates,
  };

  it("names the agency's applicant, lists ten dates in Berlin time and links to the applied jobs", () => {
    const link = 'https://example.com/de/agency/applied-jobs';
    const mail = renderMail('de', {
      template: 'application_selected',
      ...common,
      person: 'Anna Schmidt',
      link,
    });
    expect(mail.subject).toBe('Ausgewählt: Anna Schmidt für Vertretung Neurologie');
    expect(mail.text).toContain(
      'Klinikum Nord hat Anna Schmidt aus Ihrer Agentur für die Anfrage „Vertretung Neurologie“ ausgewählt.',
    );
    expect(mail.text).toContain('02.03.2026 08:00 – 16:00');
    const english = renderMail('en', {
      template: 'application_selected',
      ...common,
      person: 'Anna Schmidt',
      link,
    });
    expect(english.text).toContain('02/03/2026 08:00 – 16:00');
    // An organisation in another zone gets its own clock (the same shift is 02:00–10:00 in New York).
    const abroad = renderMail('en', {
      template: 'application_selected',
      ...common,
      person: 'Anna Schmidt',
      link,
      timeZone: 'America/New_York',
    });
    expect(abroad.text).toContain('02/03/2026 02:00 – 10:00');
    expect(mail.text).toContain('und 2 weitere Termine');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('speaks to a pool member in person, without a link', () => {
    const selected = renderMail('en', {
      template: 'application_selected',
      ...common,
      person: null,
      link: null,
    });
    expect(selected.subject).toBe('You were selected: Vertretung Neurologie');
    expect(selected.text).toContain('Klinikum Nord has selected you');
    expect(selected.html).not.toContain('href=');
    const notSelected = renderMail('en', {
      template: 'application_not_selected',
      ...common,
      person: null,
    });
    expect(notSelected.subject).toBe('Not selected: Vertretung Neurologie');
    expect(notSelected.text).toContain('you were not selected this time');
  });
});

describe('prepareMail', () => {
  const offer = (firstName: string, accept: string, decline: string): MailTemplate => ({
    template: 'notification',
    kind: 'offer',
    firstName,
    title: 'Frühdienst <Kardiologie>',
    organisation: 'Klinikum "Nord" & Süd',
    dates: [{ start: new Date(Date.UTC(2026, 2, 2, 5)), end: new Date(Date.UTC(2026, 2, 2, 13)) }],
    link: 'https://example.com/de/my-shifts',
    answer: { accept, decline },
  });
  const slotted = offer(mailSlot('firstName'), mailSlot('accept'), mailSlot('decline'));
  const linksOf = (token: string) => ({
    accept: `https://example.com/de/offer?token=${token}&answer=accepted`,
    decline: `https://example.com/de/offer?token=${token}&answer=declined`,
  });

  it('fills each person in as renderMail would render their own mail, in both languages', () => {
    for (const language of ['de', 'en'] as const) {
      const prepared = prepareMail(language, slotted);
      expect([...prepared.slots].sort()).toEqual(['accept', 'decline', 'firstName']);
      for (const [firstName, token] of [
        ['Jana', 'tok-1'],
        ['<b>Ann & "Bo"</b>', 'tok_2'],
        ["O'Neil", 'tok-3'],
      ] as const) {
        const links = linksOf(token);
        const values = { firstName, ...links };
        expect(prepared.fits(values)).toBe(true);
        expect(prepared.render(values)).toEqual(
          renderMail(language, offer(firstName, links.accept, links.decline)),
        );
      }
    }
  });

  it('escapes the values in HTML only, and gives each person their own links', () => {
    const prepared = prepareMail('en', slotted);
    const mail = prepared.render({ firstName: '<script>x</script> & co', ...linksOf('mine') });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62; &#38; co');
    expect(mail.text).toContain('<script>x</script> & co');
    expect(mail.html).toContain(
      'href="https://example.com/de/offer?token=mine&#38;answer=accepted"',
    );
    expect(mail.text).toContain('https://example.com/de/offer?token=mine&answer=declined');
    const other = prepared.render({ firstName: 'Ben', ...linksOf('theirs') });
    expect(other.text).not.toContain('token=mine');
    expect(other.html).not.toContain('token=mine');
  });

  it('renders a mail in full when a value is empty (the greeting without a name)', () => {
    const prepared = prepareMail('de', slotted);
    const values = { firstName: '', ...linksOf('tok') };
    expect(prepared.fits(values)).toBe(false);
    const mail = prepared.render(values);
    expect(mail).toEqual(renderMail('de', offer('', values.accept, values.decline)));
    expect(mail.text.startsWith('Guten Tag,')).toBe(true);
  });

  it('refuses values that leave a slot empty', () => {
    const prepared = prepareMail('en', slotted);
    expect(() => prepared.render({ firstName: 'Jo', accept: 'https://example.com/a' })).toThrow(
      'decline',
    );
  });

  it('works for any template: a confirmation mail with a personal link', () => {
    const mail = (firstName: string, link: string): MailTemplate => ({
      template: 'email_confirmation',
      firstName,
      link,
      hours: 48,
    });
    const prepared = prepareMail('en', mail(mailSlot('firstName'), mailSlot('link')));
    const values = {
      firstName: 'Zoë',
      link: 'https://example.com/api/auth/confirm-email/a?b=1&c=2',
    };
    expect(prepared.render(values)).toEqual(renderMail('en', mail(values.firstName, values.link)));
  });
});

describe('backoffSeconds', () => {
  it('doubles from 10 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30)).toBe(3600);
  });
});
