import { describe, expect, it } from 'vitest';
import { decodePunycode, isEmailAddress, normaliseEmail, parseEmailAddress } from './email';
import { emailSchema } from './validation';
import { loginBodySchema, registrationBodySchema } from './contracts/auth';
import { messageContactSchema, searchContactSchema } from './contracts/contact';
import { inviteBodySchema, personFields } from './contracts/admin';

const label63 = 'a'.repeat(63);
/** 64 + 1 + 189 = 254 characters: the longest address. */
const longest = `${'l'.repeat(64)}@${[label63, label63, 'b'.repeat(58)].join('.')}.de`;

describe('the e-mail address rule (decision 010)', () => {
  it.each([
    // Long top-level domains, refused by the spec's 2-3 letter pattern.
    'praxis.weber@klinik.info',
    'leitung@pflege.berlin',
    'dispo@agentur.clinic',
    'info@pflegedienst.hamburg',
    'kontakt@personal.gmbh',
    'team@station.health',
    'hallo@praxis.online',
    'bewerbung@klinik.gesundheit',
    // Internationalised domains, in Unicode and as punycode.
    'pflege@krankenhaus-münchen.de',
    'pflege@xn--krankenhaus-mnchen-y6b.de',
    'empfang@zahnärzte-köln.de',
    'info@straße.de',
    'post@例え.テスト',
    'post@xn--r8jz45g.xn--zckzah',
    // Plus-addressing, subdomains, the usual atext.
    'anna+dienstplan@klinik-nord.de',
    'a.b.c@mail.station-3.klinik-nord.de',
    "o'brien@example.ie",
    'x_y-z=1!#$%&*/?^`{|}~@example.com',
    'a@b.co',
    'a@1example.com',
    'a@ab--cd.de',
    `${'l'.repeat(64)}@example.com`,
    `x@${label63}.de`,
    longest,
    '  padded@example.com  ',
    'UPPER.Case@Example.COM',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(emailSchema.safeParse(address).success).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['anna', 'no @'],
    ['anna.example.com', 'no @'],
    ['@example.com', 'empty local part'],
    ['anna@', 'empty domain'],
    ['anna@@example.com', 'two @'],
    ['anna@klinik@example.com', 'two @'],
    ['an na@example.com', 'space in the local part'],
    ['anna@exa mple.com', 'space in the domain'],
    ['anna@example.com x', 'text after the address'],
    ['.anna@example.com', 'dot at the start of the local part'],
    ['anna.@example.com', 'dot at the end of the local part'],
    ['an..na@example.com', 'two dots in the local part'],
    ['anna@example..com', 'two dots in the domain'],
    ['anna@.example.com', 'dot at the start of the domain'],
    ['anna@example.com.', 'dot at the end of the domain'],
    ['anna@example', 'domain without a dot'],
    ['anna@localhost', 'domain without a dot'],
    ['anna@example.c', 'one-letter top-level domain'],
    ['anna@example.123', 'numeric top-level domain'],
    ['anna@1.2.3.4', 'IP address'],
    ['anna@[192.0.2.1]', 'address literal'],
    ['anna@-example.com', 'label starting with a hyphen'],
    ['anna@example-.com', 'label ending with a hyphen'],
    ['anna@exam_ple.com', 'underscore in the domain'],
    ['anna@exam%2eple.com', 'percent sign in the domain'],
    ['anna@example.com/x', 'slash in the domain'],
    ['anna@xn--zz.de', 'broken punycode'],
    [`x@${label63}a.de`, 'label over 63 characters'],
    [`${'l'.repeat(65)}@example.com`, 'local part over 64 characters'],
    [`${longest.slice(0, -3)}x.de`, 'address over 254 characters'],
    ['"anna maria"@example.com', 'quoted local part'],
    ['anna(comment)@example.com', 'comment'],
    ['Anna <anna@example.com>', 'name and address'],
    ['jürgen@example.de', 'non-ASCII local part (needs SMTPUTF8)'],
    ['\u212Aarl@example.de', 'Kelvin sign, which lower-cases to k'],
    ['anna@exam\u200dple.de', 'zero-width joiner'],
  ])('refuses %j (%s)', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    const result = emailSchema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Email_is_not_valid']);
  });

  it('stores one form per mailbox: trimmed, lower-case, the domain in Unicode', () => {
    for (const typed of [
      'Pflege@Krankenhaus-München.de',
      ' pflege@xn--krankenhaus-mnchen-y6b.de ',
      'PFLEGE@XN--KRANKENHAUS-MNCHEN-Y6B.DE',
      'pflege@ｋｒａｎｋｅｎｈａｕｓ-münchen.de',
    ]) {
      expect(normaliseEmail(typed)).toBe('pflege@krankenhaus-münchen.de');
      expect(emailSchema.parse(typed)).toBe('pflege@krankenhaus-münchen.de');
    }
    expect(parseEmailAddress('Pflege@Krankenhaus-München.de')).toEqual({
      address: 'pflege@krankenhaus-münchen.de',
      ascii: 'pflege@xn--krankenhaus-mnchen-y6b.de',
      localPart: 'pflege',
      domain: 'krankenhaus-münchen.de',
      asciiDomain: 'xn--krankenhaus-mnchen-y6b.de',
    });
    expect(normaliseEmail(' Praxis.Weber@Klinik.INFO ')).toBe('praxis.weber@klinik.info');
    // Not an address: only trimmed and lower-cased, so a look-up finds nothing.
    expect(normaliseEmail(' Not An Address ')).toBe('not an address');
  });

  it.each([
    // Pairs as Node's url.domainToASCII gives them.
    ['xn--krankenhaus-mnchen-y6b.de', 'krankenhaus-münchen.de'],
    ['xn--zahnrzte-kln-jcb2x.de', 'zahnärzte-köln.de'],
    ['xn--strae-oqa.de', 'straße.de'],
    ['xn--r8jz45g.xn--zckzah', '例え.テスト'],
    ['xn--hxakic4aa.gr', 'ελλάδα.gr'],
    ['xn--bcher-kva.xn--p1ai', 'bücher.рф'],
  ])('reads the punycode domain %s as %s, and the other way round', (ascii, unicode) => {
    expect(parseEmailAddress(`info@${ascii}`)).toMatchObject({
      address: `info@${unicode}`,
      asciiDomain: ascii,
      domain: unicode,
    });
    expect(parseEmailAddress(`info@${unicode}`)).toMatchObject({
      address: `info@${unicode}`,
      ascii: `info@${ascii}`,
    });
  });

  it('refuses what is not punycode', () => {
    expect(decodePunycode('9')).toBeNull();
    expect(decodePunycode('a!')).toBeNull();
    expect(decodePunycode('bcher-kva')).toBe('bücher');
  });

  it('is the rule of every form and route that takes an address', () => {
    const address = 'Leitung@Pflege.Berlin';
    expect(registrationBodySchema.shape.email.parse(address)).toBe('leitung@pflege.berlin');
    expect(loginBodySchema.shape.email.parse(address)).toBe('leitung@pflege.berlin');
    expect(inviteBodySchema.shape.email.parse(address)).toBe('leitung@pflege.berlin');
    expect(personFields.email.parse(address)).toBe('leitung@pflege.berlin');
    for (const schema of [messageContactSchema, searchContactSchema]) {
      const { shape } = schema;
      expect(shape.email.parse(address)).toBe('leitung@pflege.berlin');
      // The contact forms keep their own message for an empty field.
      expect(shape.email.safeParse('').error!.issues.map((issue) => issue.message)).toEqual([
        'Email_required',
      ]);
      expect(shape.email.safeParse('kaputt').error!.issues.map((issue) => issue.message)).toEqual([
        'Email_is_not_valid',
      ]);
    }
  });
});
