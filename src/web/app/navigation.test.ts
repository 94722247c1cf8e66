import { describe, expect, it } from 'vitest';
import { activeEntryId, groupContaining, navigation, navigationFor } from './navigation';
import type { NavEntry } from './navigation';

const ids = (entries: NavEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...(entry.children ? ids(entry.children) : [])]);

describe('navigation by role', () => {
  it('shows the hospital menu with Post a job to ORG_ADMIN', () => {
    expect(ids(navigationFor('ORG_ADMIN'))).toEqual(['post-job', 'hospital-dashboard']);
  });

  it('shows the hospital menu without Post a job to ORG_SUB', () => {
    expect(ids(navigationFor('ORG_SUB'))).toEqual(['hospital-dashboard']);
  });

  it('shows the agency menu to AGENCY', () => {
    expect(ids(navigationFor('AGENCY'))).toEqual(['agency-new-jobs', 'agency-applied-jobs']);
  });

  it('shows the hospital menu and the back office to ADMIN', () => {
    expect(ids(navigationFor('ADMIN'))).toEqual([
      'post-job',
      'hospital-dashboard',
      'admin',
      'admin-dashboard',
      'admin-agencies',
      'admin-organisations',
      'admin-persons',
      'admin-contact-requests',
    ]);
  });

  it('shows nothing to a plain USER', () => {
    expect(navigationFor('USER')).toEqual([]);
  });

  it('marks Post a job as the highlighted entry', () => {
    expect(navigation.filter((entry) => entry.highlight).map((entry) => entry.id)).toEqual([
      'post-job',
    ]);
  });

  it('hides internal children and groups left empty', () => {
    const entries: NavEntry[] = [
      {
        id: 'group',
        labelKey: 'x',
        segment: 'admin',
        children: [
          { id: 'shown', labelKey: 'x', segment: 'admin/a' },
          { id: 'hidden', labelKey: 'x', segment: 'admin/b', internal: true },
        ],
      },
      {
        id: 'empty',
        labelKey: 'x',
        segment: 'e',
        children: [{ id: 'h', labelKey: 'x', segment: 'e/h', internal: true }],
      },
    ];
    expect(ids(navigationFor('ADMIN', entries))).toEqual(['group', 'shown']);
  });

  it('opens the group that holds the current page and picks the most specific entry', () => {
    const entries = navigationFor('ADMIN');
    expect(groupContaining(entries, 'admin/dashboard')).toBe('admin');
    expect(groupContaining(entries, 'hospital')).toBeUndefined();
    expect(groupContaining(entries, 'admin/agencyCustomer/1/2')).toBe('admin');
    expect(activeEntryId(entries, 'admin/addNewAgencies')).toBe('admin-agencies');
    expect(activeEntryId(entries, 'admin/agencies/42')).toBe('admin-agencies');
    expect(activeEntryId(entries, 'hospital/create-job/42')).toBe('post-job');
    expect(activeEntryId(entries, 'hospital')).toBe('hospital-dashboard');
  });
});
