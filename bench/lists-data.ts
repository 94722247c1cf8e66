/**
 * Rows of the back-office lists of bench/admin-lists.ts (decisions 035, 039): agencies,
 * USER-role users, organisations, contact requests and outbox messages. One row in 100 carries
 * "zorq" in its name or recipient (the broad search term: its matches grow with the table);
 * ten rows of the first thousand carry "zyxq" (the fixed term: ten matches at any size). The
 * generated syllables never contain an x, a y, a z or a q. Both names sort last.
 */
import type {
  agencies,
  contactRequests,
  organisations,
  outbox,
  users,
} from '#server/db/schema/index';

export const hasSearchTerm = (i: number) => i % 100 === 0;
export const FIXED_MATCHES = 10;
/** Rows 1, 101, …, 901: the same ten at any size of a thousand or more. */
export const hasFixedTerm = (i: number) => i % 100 === 1 && i < FIXED_MATCHES * 100;
/** "Zyxq" before a fixed-term row's name, "Zorqa" before a broad-term row's. */
const prefixed = (i: number, text: string, broad = 'Zorqa') =>
  hasSearchTerm(i) ? `${broad} ${text}` : hasFixedTerm(i) ? `Zyxq ${text}` : text;

const CITIES = ['Berlin', 'Hamburg', 'Bremen', 'Halle', 'Kiel'];

export function organisationRow(i: number, name: string): typeof organisations.$inferInsert {
  return {
    name: prefixed(i, `Klinik ${name} ${i}`),
    address: `Allee ${(i % 300) + 1}`,
    postcode: String(10_000 + (i % 89_999)),
    city: CITIES[i % CITIES.length]!,
    country: 'DE',
    url: `https://clinic-${i}.example.com`,
  };
}

export function contactRow(i: number, name: string): typeof contactRequests.$inferInsert {
  return {
    kind: 'clinic',
    language: i % 2 ? 'de' : 'en',
    name: prefixed(i, name),
    email: `contact${i}@example.com`,
    phone: `+49 30 ${1_000_000 + i}`,
    hospitalName: `Klinik ${CITIES[i % CITIES.length]}`,
    message: 'Wir suchen Verstärkung.',
  };
}

export function outboxRow(i: number): typeof outbox.$inferInsert {
  return {
    // Sent already: the outbox worker has nothing to pick up.
    channel: i % 5 === 0 ? 'sms' : 'email',
    status: 'sent',
    recipient: hasSearchTerm(i) ? `zorq${i}@example.com` : `person${i}@example.com`,
    language: 'de',
    template: 'bench',
    subject: `Nachricht ${i}`,
    bodyText: 'Guten Tag.',
    sentAt: new Date(),
  };
}

const SYLLABLES = [
  'ba',
  'ke',
  'lo',
  'mi',
  'nu',
  'ra',
  'se',
  'ti',
  'vo',
  'wen',
  'dal',
  'fir',
  'gus',
  'hem',
  'por',
];
const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
];
const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'FR'];

/** A deterministic pseudo-word for row i (Knuth's multiplicative hash picks the syllables). */
export function word(i: number, syllables = 3): string {
  let h = Math.imul(i + 1, 2_654_435_761) >>> 0;
  let out = '';
  for (let s = 0; s < syllables; s += 1) {
    out += SYLLABLES[h % SYLLABLES.length];
    h = Math.floor(h / SYLLABLES.length);
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function agencyRow(i: number): typeof agencies.$inferInsert {
  const base = `${word(i)} Care ${i}`;
  return {
    name: prefixed(i, base),
    address: `${word(i + 7, 2)}strasse ${(i % 200) + 1}`,
    postcode: String(10_000 + (i % 89_999)),
    city: word(i + 13, 2),
    country: COUNTRIES[i % COUNTRIES.length]!,
    url: `https://agency-${i}.example.com`,
  };
}

export function userRow(i: number): typeof users.$inferInsert {
  return {
    email: `bench.user${i}@example.com`,
    // Never used to sign in: any text will do.
    passwordHash: 'not-a-hash',
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: hasSearchTerm(i)
      ? `Zorquist${word(i, 2).toLowerCase()}`
      : hasFixedTerm(i)
        ? `Zyxqvist${word(i, 2).toLowerCase()}`
        : `${word(i)}mann`,
    role: 'USER',
    emailConfirmedAt: new Date(),
  };
}
