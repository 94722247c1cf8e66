import type { NotificationChannel } from '#shared/request-states';
import type { FederalState, SurchargeRules } from '#shared/surcharges';
import { TVOED_SURCHARGES } from '#shared/surcharges';
import type { Random } from './random';

/**
 * Who works in the demo: the wards of both clinics with their managers and pools, and the
 * agencies with their dispatchers and staff. Addresses are @example.com only.
 */

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'de';
  qualificationLevel?: string;
  skills?: string[];
  phone?: string;
  channels?: NotificationChannel[];
  daysOff?: number[];
  skipDaysOff?: boolean;
}

export interface DemoWard {
  name: string;
  defaultSkills: string[];
  /** What its requests ask for: the pool is made to match it. */
  qualification: string;
  /** The medical field its shifts are listed under, where its name does not say it. */
  field?: string;
  /** Null: the ward exists already (the base demo's manager, ward@example.com). */
  manager: DemoPerson | null;
  poolSize: number;
}

export interface DemoClinic {
  name: string;
  address: string;
  postcode: string;
  city: string;
  url: string;
  federalState: FederalState;
  /** Null: it bills no surcharges. */
  surchargeRules: SurchargeRules | null;
  /** Null: the base demo's HR lead (hr@example.com). */
  hr: DemoPerson | null;
  wards: DemoWard[];
}

const person = (first: string, last: string, language: 'en' | 'de' = 'de'): DemoPerson => ({
  email: `${ascii(first)}.${ascii(last)}@example.com`,
  firstName: first,
  lastName: last,
  language,
});

/** Umlauts spelled out for the address part of an e-mail. */
function ascii(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z]/g, '');
}

export const NORD: DemoClinic = {
  name: 'Klinikum Nord',
  address: 'Lindenallee 10',
  postcode: '22417',
  city: 'Hamburg',
  url: 'https://klinikum-nord.example.com',
  federalState: 'HH',
  surchargeRules: TVOED_SURCHARGES,
  hr: null,
  wards: [
    {
      name: 'Kardiologie',
      defaultSkills: ['Monitoring', 'EKG', 'Herzkatheter-Nachsorge'],
      qualification: 'Examine Pflegekraft',
      manager: null,
      poolSize: 11,
    },
    {
      name: 'Intensivstation',
      field: 'Intensivmedizin',
      defaultSkills: ['Beatmung', 'ZVK-Pflege'],
      qualification: 'Fachpflegekraft',
      manager: person('Ingrid', 'Lorenz'),
      poolSize: 10,
    },
    {
      name: 'Chirurgie',
      defaultSkills: ['Wundversorgung', 'Drainagen'],
      qualification: 'Examine Pflegekraft',
      manager: person('Stefan', 'Krüger'),
      poolSize: 13,
    },
    {
      name: 'Geriatrie',
      defaultSkills: ['Demenzbetreuung', 'Mobilisation'],
      qualification: 'Pflegeassistenz',
      manager: person('Ursula', 'Becker'),
      poolSize: 9,
    },
  ],
};

export const SUED: DemoClinic = {
  name: 'St. Marien Krankenhaus',
  address: 'Domplatz 4',
  postcode: '23552',
  city: 'Lübeck',
  url: 'https://st-marien.example.com',
  federalState: 'SH',
  surchargeRules: null,
  hr: person('Marion', 'Vogt'),
  wards: [
    {
      name: 'Innere Medizin',
      defaultSkills: ['Diabetesberatung'],
      qualification: 'Examine Pflegekraft',
      manager: person('Jörg', 'Hartmann'),
      poolSize: 9,
    },
    {
      name: 'Notaufnahme',
      field: 'Notfallmedizin',
      defaultSkills: ['Triage'],
      qualification: 'Examine Pflegekraft',
      manager: person('Sabine', 'Franke'),
      poolSize: 8,
    },
  ],
};

const FIRST_NAMES = [
  'Anna',
  'Lena',
  'Julia',
  'Sophie',
  'Laura',
  'Katharina',
  'Miriam',
  'Sandra',
  'Petra',
  'Claudia',
  'Tobias',
  'Jonas',
  'Lukas',
  'Felix',
  'Tim',
  'Michael',
  'Markus',
  'Daniel',
  'Sven',
  'Jan',
  'Elif',
  'Aylin',
  'Mehmet',
  'Ewa',
  'Piotr',
  'Ioana',
  'Maria',
  'Sarah',
  'Lea',
  'Hannah',
  'Jana',
  'Birgit',
  'Monika',
  'Frank',
  'Thomas',
  'Nadine',
  'Kerstin',
  'Dominik',
  'Fabian',
  'Carina',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Meyer',
  'Wagner',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hofmann',
  'Hartwig',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenzen',
  'Baumann',
  'Kraus',
  'Böhm',
  'Simon',
  'Ludwig',
  'Kuhn',
  'Pohl',
];

const CHANNEL_CHOICES: NotificationChannel[][] = [
  ['app', 'email'],
  ['app'],
  ['app', 'email', 'sms'],
  ['app', 'sms'],
];

/**
 * A ward's pool: mostly the ward's own qualification (a few above it), the ward's skills, a few
 * with days off they are not asked on, varied channels. `taken` keeps names unique across wards.
 */
export function poolOf(ward: DemoWard, random: Random, taken: Set<string>): DemoPerson[] {
  const members: DemoPerson[] = [];
  while (members.length < ward.poolSize) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const member = person(first, last, random.chance(0.2) ? 'en' : 'de');
    if (taken.has(member.email)) continue;
    taken.add(member.email);
    const higher =
      ward.qualification === 'Pflegeassistenz' ? 'Examine Pflegekraft' : 'Fachpflegekraft';
    const channels = random.pick(CHANNEL_CHOICES);
    const daysOff = random.chance(0.3)
      ? random.some([1, 2, 3, 4, 5, 6, 7], random.int(1, 2)).sort()
      : [];
    members.push({
      ...member,
      qualificationLevel: random.chance(0.2) ? higher : ward.qualification,
      skills: random.some(ward.defaultSkills, random.int(1, ward.defaultSkills.length)),
      phone: channels.includes('sms') ? `+49 151 ${random.int(1000000, 9999999)}` : undefined,
      channels,
      daysOff,
      skipDaysOff: daysOff.length > 0 && random.chance(0.5),
    });
  }
  return members;
}

export interface DemoAgency {
  name: string;
  address: string;
  postcode: string;
  city: string;
  url: string;
  /** What its invoices must name: made-up but well-formed. */
  vatId: string;
  taxNumber: string;
  iban: string;
  bic: string;
  vetted: boolean;
  /** Null: the base demo's dispatcher (agency@example.com). */
  dispatcher: DemoPerson | null;
  staff: DemoPerson[];
  rate: [number, number];
}

const staffOf = (names: [string, string][]) =>
  names.map(([first, last]) => ({
    ...person(first, last),
    qualificationLevel: 'Fachpflegekraft',
    skills: ['Beatmung', 'EKG', 'Wundversorgung'],
  }));

export const AGENCIES: DemoAgency[] = [
  {
    name: 'MediStaff Personal GmbH',
    address: 'Ballindamm 3',
    postcode: '20095',
    city: 'Hamburg',
    url: 'https://medistaff.example.com',
    vatId: 'DE811234567',
    taxNumber: '43/721/01234',
    iban: 'DE34200505501234567890',
    bic: 'HASPDEHHXXX',
    vetted: true,
    dispatcher: null,
    rate: [48, 62],
    staff: staffOf([
      ['Carsten', 'Albrecht'],
      ['Melanie', 'Seidel'],
      ['Oksana', 'Kowalenko'],
      ['René', 'Brandt'],
    ]),
  },
  {
    name: 'CarePlus Pflegepersonal GmbH',
    address: 'Holstenstraße 21',
    postcode: '22767',
    city: 'Hamburg',
    url: 'https://careplus.example.com',
    vatId: 'DE822345678',
    taxNumber: '41/735/05678',
    iban: 'DE95200400000400123456',
    bic: 'COBADEHHXXX',
    vetted: true,
    dispatcher: person('Dennis', 'Ostermann'),
    rate: [45, 58],
    staff: staffOf([
      ['Gül', 'Demir'],
      ['Patrick', 'Engel'],
      ['Vanessa', 'Thiel'],
    ]),
  },
  {
    name: 'Nordlicht Zeitarbeit GmbH',
    address: 'Kohlmarkt 7',
    postcode: '23552',
    city: 'Lübeck',
    url: 'https://nordlicht.example.com',
    vatId: 'DE833456789',
    taxNumber: '22/746/09876',
    iban: 'DE28230501010009876543',
    bic: 'NOLADE21SPL',
    vetted: false,
    dispatcher: person('Frauke', 'Jessen'),
    rate: [50, 55],
    staff: [],
  },
];
