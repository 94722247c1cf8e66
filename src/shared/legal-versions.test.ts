import { describe, expect, it } from 'vitest';
import {
  LEGAL_VERSIONS,
  announcedVersion,
  currentVersion,
  legalVersionProblems,
  type LegalVersions,
} from './legal-versions';

const versions: LegalVersions = {
  terms: [
    {
      version: 'v1',
      announcedAt: '2026-01-01T00:00:00+01:00',
      effectiveAt: '2026-01-01T00:00:00+01:00',
    },
    {
      version: 'v2',
      announcedAt: '2026-11-01T00:00:00+01:00',
      effectiveAt: '2026-11-29T00:00:00+01:00',
    },
  ],
  privacy: [
    {
      version: 'p1',
      announcedAt: '2026-01-01T00:00:00+01:00',
      effectiveAt: '2026-01-01T00:00:00+01:00',
    },
  ],
};

describe('legal versions', () => {
  it('the versions in force keep the notice period', () => {
    expect(legalVersionProblems(LEGAL_VERSIONS)).toEqual([]);
  });

  it('a version announced with less than 4 weeks is a problem; exactly 4 weeks is not', () => {
    expect(legalVersionProblems(versions)).toEqual([]);
    const short = {
      ...versions,
      terms: [
        versions.terms[0]!,
        { ...versions.terms[1]!, effectiveAt: '2026-11-28T23:59:00+01:00' },
      ],
    };
    expect(legalVersionProblems(short)).toEqual(["terms v2: less than 4 weeks' notice"]);
  });

  it('the current version changes at its effective instant; before it, it is announced', () => {
    const before = new Date('2026-11-28T23:59:00+01:00');
    const effective = new Date('2026-11-29T00:00:00+01:00');
    expect(currentVersion(versions.terms, before).version).toBe('v1');
    expect(announcedVersion(versions.terms, before)?.version).toBe('v2');
    expect(announcedVersion(versions.terms, new Date('2026-10-31T23:59:00+01:00'))).toBeUndefined();
    expect(currentVersion(versions.terms, effective).version).toBe('v2');
    expect(announcedVersion(versions.terms, effective)).toBeUndefined();
  });
});
