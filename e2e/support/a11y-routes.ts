import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { paths, segments } from '#web/lib/paths';
import type { AuditData } from './a11y-data';
import type { Language } from './session';

/**
 * What the signed-in audit visits: one row per screen and state, for the demo account that
 * works there. `signedInRouteKeys` reads the router, so a signed-in route added without a row
 * here fails the audit's coverage check.
 */

export type SegmentKey = keyof typeof segments;
export type DemoAccount = 'admin' | 'hr' | 'ward' | 'agency' | 'nurse';

export const ACCOUNTS: Record<DemoAccount, { email: string; name: string }> = {
  admin: { email: 'admin@example.com', name: 'Alex Admin' },
  hr: { email: 'hr@example.com', name: 'Hanna Hoffmann' },
  ward: { email: 'ward@example.com', name: 'Wolfgang Weber' },
  agency: { email: 'agency@example.com', name: 'Ayla Arslan' },
  nurse: { email: 'nurse@example.com', name: 'Nina Neumann' },
};

/** Texts of the app's catalogues, for opening dialogs in either language. */
const catalogues = Object.fromEntries(
  (['en', 'de'] as const).map((lang) => [
    lang,
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL(`../../src/web/i18n/${lang}.json`, import.meta.url)),
        'utf8',
      ),
    ) as unknown,
  ]),
) as Record<Language, unknown>;

export function text(lang: Language, key: string, vars: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[lang]);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

export interface AuditRow {
  account: DemoAccount;
  route: SegmentKey;
  /** What is on screen besides the page itself, for the report. */
  state?: string;
  path: (lang: Language, data: AuditData) => string;
  /** Opens the dialog or panel of this state; resolves when it is shown. */
  open?: (page: Page, lang: Language) => Promise<void>;
}

/**
 * The signed-in routes the router declares: every `segments.*` below the DashboardLayout
 * element of src/web/app/router.tsx.
 */
export function signedInRouteKeys(): SegmentKey[] {
  const source = readFileSync(
    fileURLToPath(new URL('../../src/web/app/router.tsx', import.meta.url)),
    'utf8',
  );
  const start = source.indexOf('element: <DashboardLayout />');
  if (start < 0)
    throw new Error('router.tsx no longer has the DashboardLayout route: update a11y-routes.ts');
  return [...source.slice(start).matchAll(/path: segments\.(\w+)/g)].map(
    (match) => match[1] as SegmentKey,
  );
}

/** Signed-in routes not audited, each with its reason. */
export const NOT_AUDITED: Partial<Record<SegmentKey, string>> = {};

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name }).waitFor();

/** The account menu and the notification list, opened from the header of any screen. */
const accountMenu = (account: DemoAccount) => async (page: Page) => {
  await page.getByRole('button', { name: ACCOUNTS[account].name }).first().click();
  await page.getByRole('menu').waitFor();
};
const notificationList = async (page: Page, lang: Language) => {
  await page
    .getByRole('button', { name: new RegExp(`^${text(lang, 'notifications.bell')}`) })
    .first()
    .click();
  await dialog(page, text(lang, 'notifications.title'));
};

export const AUDIT_ROWS: AuditRow[] = [
  // Administrator: the back office.
  { account: 'admin', route: 'adminDashboard', path: (l) => paths.adminDashboard(l) },
  {
    account: 'admin',
    route: 'adminDashboard',
    state: 'account menu',
    path: (l) => paths.adminDashboard(l),
    open: accountMenu('admin'),
  },
  { account: 'admin', route: 'adminSettings', path: (l) => paths.adminSettings(l) },
  { account: 'admin', route: 'adminOutbox', path: (l) => paths.adminOutbox(l) },
  { account: 'admin', route: 'adminBilling', path: (l) => paths.adminBilling(l) },
  // The platform's reports: the organisation filter and the commission column.
  { account: 'admin', route: 'reports', path: (l) => paths.reports(l) },
  { account: 'admin', route: 'adminContactRequests', path: (l) => paths.adminContactRequests(l) },
  {
    account: 'admin',
    route: 'adminContactRequest',
    path: (l, d) => paths.adminContactRequest(l, d.contactRequestId),
  },
  { account: 'admin', route: 'adminAgencies', path: (l) => paths.adminAgencies(l) },
  {
    account: 'admin',
    route: 'adminAgencies',
    state: 'empty search',
    path: (l) => `${paths.adminAgencies(l)}?search=nichts-gefunden`,
  },
  { account: 'admin', route: 'adminAddAgency', path: (l) => paths.adminAddAgency(l) },
  { account: 'admin', route: 'adminAgency', path: (l, d) => paths.adminAgency(l, d.agencyId) },
  {
    account: 'admin',
    route: 'adminAgency',
    state: 'users tab',
    path: (l, d) => paths.adminAgency(l, d.agencyId, 'users'),
  },
  {
    account: 'admin',
    route: 'adminAgencyUser',
    path: (l, d) => paths.adminAgencyUser(l, d.agencyId, d.agencyUserId),
  },
  {
    account: 'admin',
    route: 'adminAddAgencyUser',
    path: (l, d) => paths.adminAddAgencyMember(l, 'users', d.agencyId),
  },
  {
    account: 'admin',
    route: 'adminAddAgencyCustomer',
    path: (l, d) => paths.adminAddAgencyMember(l, 'customers', d.agencyId),
  },
  {
    account: 'admin',
    route: 'adminAgencyCustomer',
    path: (l, d) => paths.adminAgencyCustomer(l, d.agencyId, d.staffMemberId),
  },
  { account: 'admin', route: 'adminPersons', path: (l) => `/${l}/${segments.adminPersons}` },
  { account: 'admin', route: 'adminPersonList', path: (l) => paths.adminPersonList(l, 'user') },
  {
    account: 'admin',
    route: 'adminPerson',
    path: (l, d) => paths.adminPerson(l, 'u', d.nurseUserId),
  },
  {
    account: 'admin',
    route: 'adminAddPersonUser',
    path: (l) => paths.adminAddPersonUser(l, 'user'),
  },
  { account: 'admin', route: 'adminOrganisations', path: (l) => paths.adminOrganisations(l) },
  { account: 'admin', route: 'adminAddOrganisation', path: (l) => paths.adminAddOrganisation(l) },
  {
    account: 'admin',
    route: 'adminOrganisation',
    path: (l, d) => paths.adminOrganisation(l, d.organisationId),
  },
  {
    account: 'admin',
    route: 'adminOrganisationPicture',
    path: (l, d) => paths.adminOrganisationPicture(l, d.organisationId, d.organisationPictureId),
  },
  {
    account: 'admin',
    route: 'adminOrganisationUser',
    path: (l, d) => paths.adminOrganisationUser(l, d.organisationId, d.hrUserId),
  },
  {
    account: 'admin',
    route: 'adminAddOrganisationUser',
    path: (l, d) => paths.adminAddOrganisationUser(l, d.organisationId),
  },
  {
    account: 'admin',
    route: 'adminAddDepartment',
    path: (l, d) => paths.adminAddDepartment(l, d.organisationId),
  },
  {
    account: 'admin',
    route: 'adminDepartment',
    path: (l, d) => paths.adminDepartment(l, d.organisationId, d.kardiologieId),
  },
  {
    account: 'admin',
    route: 'adminAddDepartmentUser',
    path: (l, d) => paths.adminAddDepartmentMember(l, 'users', d.organisationId, d.kardiologieId),
  },
  {
    account: 'admin',
    route: 'adminAddDepartmentCustomer',
    path: (l, d) =>
      paths.adminAddDepartmentMember(l, 'customers', d.organisationId, d.kardiologieId),
  },
  {
    account: 'admin',
    route: 'adminDepartmentUser',
    path: (l, d) =>
      paths.adminDepartmentMember(l, 'users', d.organisationId, d.kardiologieId, d.wardUserId),
  },
  {
    account: 'admin',
    route: 'adminDepartmentCustomer',
    path: (l, d) =>
      paths.adminDepartmentMember(l, 'customers', d.organisationId, d.kardiologieId, d.nurseUserId),
  },

  // HR of the clinic: the hospital and organisation areas.
  { account: 'hr', route: 'hospital', path: (l) => paths.hospital(l) },
  {
    account: 'hr',
    route: 'hospital',
    state: 'notification list',
    path: (l) => paths.hospital(l),
    open: notificationList,
  },
  {
    account: 'hr',
    route: 'hospital',
    state: 'account menu',
    path: (l) => paths.hospital(l),
    open: accountMenu('hr'),
  },
  {
    account: 'hr',
    route: 'requestDetail',
    state: 'pick an applicant',
    path: (l, d) => paths.requestDetail(l, d.appliedRequestId),
    open: async (page, lang) => {
      const name = text(lang, 'applicants.selectPerson', { name: 'Jonas Lindqvist' });
      await page.getByRole('button', { name }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    account: 'hr',
    route: 'requestDetail',
    state: 'HR decision',
    path: (l, d) => paths.requestDetail(l, d.hrRequestId),
  },
  {
    account: 'hr',
    route: 'requestDetail',
    state: 'HR decision: cancel asked',
    path: (l, d) => paths.requestDetail(l, d.hrRequestId),
    open: async (page, lang) => {
      await page
        .getByRole('button', { name: text(lang, 'timeline.hr.cancel') })
        .first()
        .click();
      await dialog(page, text(lang, 'timeline.hr.confirm.title'));
    },
  },
  { account: 'hr', route: 'orgCalendar', path: (l) => paths.orgCalendar(l) },
  { account: 'hr', route: 'orgConfirmation', path: (l) => paths.orgConfirmation(l) },
  { account: 'hr', route: 'orgExternal', path: (l) => paths.orgExternal(l) },
  { account: 'hr', route: 'orgOpenShifts', path: (l) => paths.orgOpenShifts(l) },
  {
    account: 'hr',
    route: 'orgOpenShifts',
    state: 'delete confirmation',
    path: (l) => paths.orgOpenShifts(l),
    open: async (page, lang) => {
      const name = text(lang, 'requests.table.deleteOf', { title: 'Frühdienst Kardiologie' });
      await page.getByRole('button', { name }).first().click();
      await dialog(page, text(lang, 'requests.delete.title'));
    },
  },
  { account: 'hr', route: 'orgDashboard', path: (l) => paths.orgDashboard(l) },
  { account: 'hr', route: 'createJob', path: (l) => paths.createJob(l) },
  { account: 'hr', route: 'orgJobUpload', path: (l) => paths.orgJobUpload(l) },
  { account: 'hr', route: 'orgJobUpdate', path: (l, d) => paths.orgJobUpdate(l, d.poolRequestId) },
  { account: 'hr', route: 'createOrganisation', path: (l) => paths.createOrganisation(l) },
  { account: 'hr', route: 'staff', path: (l) => paths.staff(l) },
  { account: 'hr', route: 'reports', path: (l) => paths.reports(l) },
  // Invoices received: the demo's invoices when the demo holds them, else the empty state.
  { account: 'hr', route: 'hospitalInvoices', path: (l) => paths.hospitalInvoices(l) },
  // Timesheets: the demo has none yet, so each screen is audited with its empty state.
  {
    account: 'ward',
    route: 'hospitalTimesheets',
    state: 'this week',
    path: (l) => paths.hospitalTimesheets(l),
  },
  { account: 'hr', route: 'accountPreferences', path: (l) => paths.accountPreferences(l) },
  { account: 'hr', route: 'accountData', path: (l) => paths.accountData(l) },

  // The ward manager: the hospital area without organisation management.
  { account: 'ward', route: 'hospital', path: (l) => paths.hospital(l) },
  {
    account: 'ward',
    route: 'requestDetail',
    state: 'asking the pool',
    path: (l, d) => paths.requestDetail(l, d.poolRequestId),
  },
  { account: 'ward', route: 'orgCalendar', path: (l) => paths.orgCalendar(l) },
  { account: 'ward', route: 'reports', path: (l) => paths.reports(l) },

  // The agency's dispatcher: the job board.
  { account: 'agency', route: 'agencyJobs', path: (l) => paths.agencyJobs(l) },
  { account: 'agency', route: 'agencyAppliedJobs', path: (l) => paths.agencyAppliedJobs(l) },
  {
    account: 'agency',
    route: 'agencyJob',
    state: 'apply',
    path: (l, d) => paths.agencyJob(l, d.openRequestId),
  },
  {
    account: 'agency',
    route: 'agencyJob',
    state: 'applied',
    path: (l, d) => paths.agencyJob(l, d.appliedRequestId),
  },
  { account: 'agency', route: 'agencyStaff', path: (l) => paths.agencyStaff(l) },
  { account: 'agency', route: 'agencyTimesheets', path: (l) => paths.agencyTimesheets(l) },
  // The agency's invoices: the demo's when it holds them, else the empty sections.
  { account: 'agency', route: 'agencyInvoices', path: (l) => paths.agencyInvoices(l) },
  {
    account: 'agency',
    route: 'agencyStaffMember',
    path: (l, d) => paths.agencyStaffMember(l, d.staffMemberId),
  },
  // The agency exists, so setup leads on to the board: audited as what a dispatcher sees there.
  { account: 'agency', route: 'agencySetup', path: (l) => paths.agencySetup(l) },

  // The nurse: offers and shifts.
  { account: 'nurse', route: 'myShifts', state: 'open offer', path: (l) => paths.myShifts(l) },
  {
    account: 'nurse',
    route: 'myShifts',
    state: 'notification list',
    path: (l) => paths.myShifts(l),
    open: notificationList,
  },
  { account: 'nurse', route: 'myTimesheets', path: (l) => paths.myTimesheets(l) },
  { account: 'nurse', route: 'accountPreferences', path: (l) => paths.accountPreferences(l) },
  { account: 'nurse', route: 'accountData', path: (l) => paths.accountData(l) },
  // Her ward pool as a membership she may leave, and no open invitation (an empty list).
  {
    account: 'nurse',
    route: 'accountMemberships',
    state: 'memberships, no invitation',
    path: (l) => paths.accountMemberships(l),
  },
  {
    account: 'hr',
    route: 'accountMemberships',
    state: 'department memberships',
    path: (l) => paths.accountMemberships(l),
  },
  {
    account: 'nurse',
    route: 'accountConsent',
    state: 'current versions accepted',
    path: (l) => paths.accountConsent(l),
  },
];
