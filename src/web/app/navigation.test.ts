import { describe, expect, it } from 'vitest';
import { activeEntryId, groupContaining, navigation, navigationFor } from './navigation';
import type { NavEntry } from './navigation';

const ids = (entries: NavEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...(entry.children ? ids(entry.children) : [])]);

describe('navigation by role', () => {
  const organisationArea = [
    'hospital-dashboard',
    'org-calendar',
    'org-requests',
    'org-confirmation',
    'org-external',
    'org-open-shifts',
    'org-all-tables',
    'reports',
  ];

  it('shows the hospital menu with a highlighted Post a job and the staff page to ORG_ADMIN', () => {
    const entries = navigationFor('ORG_ADMIN');
    expect(ids(entries)).toEqual([
      'post-job',
      ...organisationArea,
      'org-timesheets',
      'org-invoices',
      'org-staff',
    ]);
    expect(entries.find((entry) => entry.id === 'post-job')?.highlight).toBe(true);
  });

  it('shows ORG_SUB Post a job as a plain link and no staff management', () => {
    const entries = navigationFor('ORG_SUB');
    expect(ids(entries)).toEqual(['post-job', ...organisationArea, 'org-timesheets']);
    expect(entries.find((entry) => entry.id === 'post-job')?.highlight).toBe(false);
  });

  it('shows the agency menu with its staff to AGENCY', () => {
    expect(ids(navigationFor('AGENCY'))).toEqual([
      'agency-new-jobs',
      'agency-applied-jobs',
      'agency-staff',
      'agency-timesheets',
      'agency-invoices',
    ]);
  });

  it('keeps New Jobs active on a request of the board and My staff on a profile', () => {
    const entries = navigationFor('AGENCY');
    expect(activeEntryId(entries, 'agency/jobs/3f2a9c1b-0000-4000-8000-000000000000')).toBe(
      'agency-new-jobs',
    );
    expect(activeEntryId(entries, 'agency/staff/3f2a9c1b-0000-4000-8000-000000000000')).toBe(
      'agency-staff',
    );
  });

  it('shows the hospital menu and the back office to ADMIN', () => {
    expect(ids(navigationFor('ADMIN'))).toEqual([
      'post-job',
      ...organisationArea,
      'org-invoices',
      'org-staff',
      'admin',
      'admin-dashboard',
      'admin-agencies',
      'admin-organisations',
      'admin-persons',
      'admin-contact-requests',
      'admin-settings',
      'admin-outbox',
      'admin-billing',
    ]);
  });

  it('lists Reports for HR, ward managers and administrators, for no one else', () => {
    for (const role of ['ORG_ADMIN', 'ORG_SUB', 'ADMIN'] as const) {
      expect(activeEntryId(navigationFor(role), 'reports')).toBe('reports');
    }
    for (const role of ['USER', 'AGENCY'] as const) {
      expect(ids(navigationFor(role))).not.toContain('reports');
    }
  });

  it('shows a plain USER (a pool member) only My shifts and their timesheets', () => {
    expect(ids(navigationFor('USER'))).toEqual(['my-shifts', 'my-timesheets']);
    expect(activeEntryId(navigationFor('USER'), 'my-shifts')).toBe('my-shifts');
    expect(activeEntryId(navigationFor('USER'), 'my-shifts/timesheets')).toBe('my-timesheets');
  });

  it('keeps the timesheets entry active on its page, not the dashboard or My staff', () => {
    expect(activeEntryId(navigationFor('ORG_SUB'), 'hospital/timesheets')).toBe('org-timesheets');
    expect(activeEntryId(navigationFor('AGENCY'), 'agency/timesheets')).toBe('agency-timesheets');
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
    expect(activeEntryId(entries, 'admin/settings')).toBe('admin-settings');
    expect(activeEntryId(entries, 'admin/outbox')).toBe('admin-outbox');
  });
});
