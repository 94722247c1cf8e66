import { describe, expect, it } from 'vitest';
import { formatDateRange } from '#shared/format';
import { renderMail } from '#server/modules/mail/mail.templates';
import { defaultMail } from './notifications.render';
import type { RecipientRow } from './notifications.queries';

// The engine's mails (offers, escalations, HR, alerts) write the dates on the organisation's clock.

const user: RecipientRow = {
  id: 'u1',
  email: 'nurse@example.com',
  firstName: 'Nina',
  lastName: 'Nord',
  language: 'en',
  phoneNumber: null,
  pushDevices: [],
  channels: ['email'],
};
// 28 March 2027 05:00–13:00 UTC: 06:00 in Lisbon (summer time), 07:00 in Berlin.
const start = Date.UTC(2027, 2, 28, 5);
const end = Date.UTC(2027, 2, 28, 13);
const payload = {
  title: 'Frühdienst',
  organisation: 'Clínica',
  dates: [{ start: new Date(start).toISOString(), end: new Date(end).toISOString() }],
};

describe('defaultMail', () => {
  it('writes the dates in the zone the payload names', () => {
    const mail = renderMail(
      'en',
      defaultMail(
        {
          publicUrl: 'https://x.example',
          kind: 'offer',
          payload: { ...payload, timeZone: 'Europe/Lisbon' },
        },
        user,
      ),
    );
    expect(formatDateRange(start, end, 'en', 'Europe/Lisbon')).toBe('28/03/2027 06:00 – 14:00');
    expect(mail.text).toContain('28/03/2027 06:00 – 14:00');
  });

  it('keeps Berlin for a notification written before the zone was in its payload', () => {
    const mail = renderMail(
      'en',
      defaultMail({ publicUrl: 'https://x.example', kind: 'offer', payload }, user),
    );
    expect(mail.text).toContain('28/03/2027 07:00 – 15:00');
  });
});
