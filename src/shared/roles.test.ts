import { describe, expect, it } from 'vitest';
import { homeSegmentForRole, roleForSelfSignUp } from './roles';
import { can } from './permissions';

describe('roleForSelfSignUp', () => {
  it.each([
    ['agency', 'AGENCY'],
    ['Agency', 'AGENCY'],
    ['organisation', 'ORG_ADMIN'],
    ['ADMIN', 'USER'],
    ['admin', 'USER'],
    ['ORG_SUB', 'USER'],
    ['', 'USER'],
    [undefined, 'USER'],
    [42, 'USER'],
  ])('%s -> %s', (input, expected) => {
    expect(roleForSelfSignUp(input)).toBe(expected);
  });
});

describe('homeSegmentForRole', () => {
  it('sends each role where spec 001 section 4 says', () => {
    expect(homeSegmentForRole('ADMIN')).toBe('hospital');
    expect(homeSegmentForRole('ORG_ADMIN')).toBe('hospital');
    expect(homeSegmentForRole('ORG_SUB')).toBe('hospital');
    expect(homeSegmentForRole('AGENCY')).toBe('agency/jobs');
    expect(homeSegmentForRole('USER')).toBe('my-shifts');
  });
});

describe('can', () => {
  it('refuses without an actor and allows by role', () => {
    expect(can(null, 'admin.view')).toBe(false);
    expect(can({ role: 'ADMIN' }, 'admin.view')).toBe(true);
    expect(can({ role: 'ORG_ADMIN' }, 'admin.view')).toBe(false);
    expect(can({ role: 'ORG_ADMIN' }, 'job.post')).toBe(true);
    expect(can({ role: 'AGENCY' }, 'job.post')).toBe(false);
    expect(can({ role: 'AGENCY' }, 'agency.jobs.view')).toBe(true);
    expect(can({ role: 'USER' }, 'shifts.view')).toBe(true);
    expect(can({ role: 'ORG_SUB' }, 'shifts.view')).toBe(false);
  });
});
