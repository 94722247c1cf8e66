import { describe, expect, it } from 'vitest';
import type { StaffDocument } from '#shared/contracts/agency-staff';
import {
  activeFilterCount,
  boardApiQuery,
  EMPTY_FILTERS,
  readBoardFilters,
  writeBoardFilters,
} from './filters';
import {
  applyDocuments,
  defaultChoices,
  documentsOfKind,
  fillMissingChoices,
  isPastDay,
  missingKinds,
  NO_CHOICES,
} from './document-choice';
import { formatDay, formatEuro, formatMoment, readEuro, shortId } from './format';
import { applicationDocuments } from '#shared/application-documents';

/** A substitute-doctor request for specialists only: CV, Approbation and specialist diploma. */
const SPECIALIST = applicationDocuments({
  kind: 'substitute_doctor',
  specialistRequired: true,
  residentAccepted: false,
});
const NURSING = applicationDocuments({
  kind: 'staff',
  specialistRequired: true,
  residentAccepted: true,
});

describe('board filters and the query string', () => {
  it('round-trips every filter through the URL, leaving defaults out', () => {
    const filters = {
      ...EMPTY_FILTERS,
      accommodation: 'true' as const,
      contract: 'Arbeitnehmerueberlassung',
      postcode: '20',
      position: 'Facharzt' as const,
      speciality: 'Kardiologie',
      search: 'Notaufnahme',
      page: 2,
    };
    const params = writeBoardFilters(filters);
    expect(params.has('sort')).toBe(false);
    expect(params.has('pageSize')).toBe(false);
    expect(readBoardFilters(params)).toEqual(filters);
    expect(writeBoardFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('reads malformed values as all or the default', () => {
    const filters = readBoardFilters(
      new URLSearchParams(
        'accommodation=maybe&postcode=2x&position=Chef&sort=title&direction=up&page=-1&pageSize=7',
      ),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('sends only the set filters to the API', () => {
    expect(boardApiQuery(EMPTY_FILTERS)).toEqual({
      sort: 'begin',
      direction: 'asc',
      page: 0,
      pageSize: 10,
    });
    expect(
      boardApiQuery({ ...EMPTY_FILTERS, accommodation: 'false', postcode: '8' }),
    ).toMatchObject({
      accommodation: 'false',
      postcode: '8',
    });
    expect(activeFilterCount({ ...EMPTY_FILTERS, contract: 'x', search: 'y', page: 3 })).toBe(2);
  });
});

const doc = (over: Partial<StaffDocument>): StaffDocument => ({
  kind: 'cv',
  documentId: crypto.randomUUID(),
  name: 'cv.pdf',
  expiresOn: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  expired: false,
  ...over,
});

describe('choosing documents for an application', () => {
  it('starts with the newest usable document of each kind and skips expired ones', () => {
    const oldCv = doc({ createdAt: '2025-01-01T10:00:00.000Z' });
    const newCv = doc({ createdAt: '2026-02-01T10:00:00.000Z' });
    const expiredApprobation = doc({ kind: 'approbation', expired: true, expiresOn: '2025-12-31' });
    const choices = defaultChoices([oldCv, newCv, expiredApprobation]);
    expect(choices.cv).toEqual({ source: 'profile', documentId: newCv.documentId });
    expect(choices.approbation).toBeNull();
    expect(missingKinds(choices, SPECIALIST)).toEqual(['approbation', 'specialist_diploma']);
    // A nursing shift asks for the CV and the nursing licence, never a physician's papers.
    expect(missingKinds(choices, NURSING)).toEqual(['nursing_licence']);
    expect(
      documentsOfKind([oldCv, newCv, expiredApprobation], 'cv').map((d) => d.documentId),
    ).toEqual([newCv.documentId, oldCv.documentId]);
  });

  it('fills only the documents not chosen yet with the defaults of the profile', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const chosen = { ...NO_CHOICES, cv: { source: 'upload' as const, file, expiresOn: '' } };
    const defaults = {
      cv: { source: 'profile' as const, documentId: 'cv-on-profile' },
      approbation: { source: 'profile' as const, documentId: 'approbation-on-profile' },
      specialist_diploma: null,
      nursing_licence: null,
    };
    expect(fillMissingChoices(chosen, defaults)).toEqual({
      cv: chosen.cv,
      approbation: defaults.approbation,
      specialist_diploma: null,
      nursing_licence: null,
    });
    expect(chosen.approbation).toBeNull();
  });

  it('builds the body only when every document is chosen and every upload is stored', () => {
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const partial = { ...NO_CHOICES, cv: { source: 'profile' as const, documentId: 'd1' } };
    expect(applyDocuments(partial, SPECIALIST)).toBeNull();
    const pending = {
      ...NO_CHOICES,
      cv: { source: 'profile' as const, documentId: 'd1' },
      approbation: { source: 'upload' as const, file, expiresOn: '' },
      specialist_diploma: {
        source: 'upload' as const,
        file,
        expiresOn: '2030-01-31',
        fileId: 'f2',
      },
    };
    expect(applyDocuments(pending, SPECIALIST)).toBeNull();
    expect(
      applyDocuments(
        { ...pending, approbation: { ...pending.approbation, fileId: 'f1' } },
        SPECIALIST,
      ),
    ).toEqual({
      cv: { documentId: 'd1' },
      approbation: { fileId: 'f1', expiresOn: null },
      specialist_diploma: { fileId: 'f2', expiresOn: '2030-01-31' },
    });
  });

  it('sends only the kinds the request asks for, and leaves an optional one out when none is chosen', () => {
    const licence = { source: 'profile' as const, documentId: 'licence' };
    const choices = {
      ...NO_CHOICES,
      cv: { source: 'profile' as const, documentId: 'cv' },
      approbation: { source: 'profile' as const, documentId: 'approbation' },
      nursing_licence: licence,
    };
    expect(applyDocuments(choices, NURSING)).toEqual({
      cv: { documentId: 'cv' },
      nursing_licence: { documentId: 'licence' },
    });
    const residentsToo = applicationDocuments({
      kind: 'substitute_doctor',
      specialistRequired: true,
      residentAccepted: true,
    });
    expect(residentsToo).toEqual([
      { kind: 'cv', required: true },
      { kind: 'approbation', required: true },
      { kind: 'specialist_diploma', required: false },
    ]);
    expect(applyDocuments(choices, residentsToo)).toEqual({
      cv: { documentId: 'cv' },
      approbation: { documentId: 'approbation' },
    });
  });

  it('treats a document as valid through its expiry day', () => {
    expect(isPastDay('2026-03-01', '2026-03-01')).toBe(false);
    expect(isPastDay('2026-02-28', '2026-03-01')).toBe(true);
    expect(isPastDay('', '2026-03-01')).toBe(false);
  });
});

describe('formats', () => {
  it('shows moments and days as DD/MM/YYYY (HH:mm) and a short readable id', () => {
    // Berlin's clock whatever the machine's zone; the zone is named only on a device elsewhere.
    const moment = Date.parse('2026-03-05T07:30:00+01:00');
    expect(formatMoment(moment, 'en').replace(' (Berlin)', '')).toBe('05/03/2026 07:30');
    expect(formatMoment(moment, 'de').replace(' (Berlin)', '')).toBe('05.03.2026 07:30');
    expect(formatDay('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatDay('2026-03-05', 'de')).toBe('05.03.2026');
    expect(shortId('3f2a9c1b-0000-4000-8000-000000000000')).toBe('3F2A9C1B');
  });

  it('shows euros in the page language', () => {
    expect(formatEuro(45.5, 'de')).toBe('45,50\u00a0€');
    expect(formatEuro(80, 'en')).toBe('€80.00');
  });
});

describe('a typed rate', () => {
  it('is read as the JSON number the API takes, with a point or a German comma', () => {
    expect(readEuro('95,50')).toBe(95.5);
    expect(readEuro(' 55.55 ')).toBe(55.55);
    expect(readEuro('55,555')).toBe(55.555);
    expect(readEuro('-5')).toBe(-5);
  });

  it('is undefined when it is no number, so the contract names the field', () => {
    for (const typed of ['', '  ', 'fünfzig', '50 €', '1e3', '5,5,5'])
      expect(readEuro(typed)).toBeUndefined();
  });
});
