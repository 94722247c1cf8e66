import { isLanguage } from '#shared/language-codes';
import { homeSegmentForRole, SIGN_UP_ROLES } from '#shared/role-names';
import type { Language } from '#shared/language-codes';
import type { Role, SignUpRole } from '#shared/role-names';

/**
 * Route segments below /:lang. The router and the URL builders below share them, so a path
 * is spelled in exactly one place.
 */
export const segments = {
  agencies: 'agencies',
  howItWorks: 'howItWorks',
  innovation: 'innovation',
  partners: 'partners',
  aboutUs: 'about-us',
  terms: 'terms',
  imprint: 'imprint',
  privacy: 'privacy',
  accessibility: 'accessibility',
  signIn: 'auth/sign-in',
  signUp: 'auth/sign-up/:role?',
  forgotPassword: 'auth/forgot-password',
  emailConfirmation: 'auth/email-confirmation',
  emailConfirmed: 'auth/email-confirmed',
  resetPasswordConfirmed: 'auth/reset-password-confirmed',
  createNewPassword: 'auth/create-new-password',
  passwordUpdated: 'auth/password-updated',
  signInLink: 'auth/sign-in-link',
  authNotFound: 'auth/404',
  authServerError: 'auth/500',
  hospital: 'hospital',
  createJob: 'hospital/create-job/:jobId?',
  requestDetail: 'hospital/requests/:id',
  createOrganisation: 'hospital/organisation/new',
  staff: 'hospital/staff',
  // The organisation area of spec 001 section 2.
  orgCalendar: 'organisations/calendar',
  orgConfirmation: 'organisations/openLayouts',
  orgExternal: 'organisations/externalLayouts',
  orgOpenShifts: 'organisations/allApplicants',
  orgDashboard: 'organisations/dashboard',
  orgJobUpload: 'organisations/jobUpload',
  orgJobUpdate: 'organisations/jobUpdate/:id',
  // Reports: HR, ward managers and administrators, each in their own scope.
  reports: 'reports',
  // Pool members: their offers and shifts, and the public one-tap answer link.
  myShifts: 'my-shifts',
  // Timesheets: the worker's, the dispatcher's and the ward manager's week.
  myTimesheets: 'my-shifts/timesheets',
  agencyTimesheets: 'agency/timesheets',
  agencyInvoices: 'agency/invoices',
  hospitalTimesheets: 'hospital/timesheets',
  // Invoices received by the organisation ("Rechnung" in spec 001).
  hospitalInvoices: 'hospital/invoices',
  offerAnswer: 'offer',
  agencyJobs: 'agency/jobs',
  agencyAppliedJobs: 'agency/applied-jobs',
  agencySetup: 'agency/setup',
  agencyJob: 'agency/jobs/:id',
  agencyStaff: 'agency/staff',
  agencyStaffMember: 'agency/staff/:userId',
  // Every signed-in user: channels, days off and unavailability.
  accountPreferences: 'account/preferences',
  // Every signed-in user: invitations to answer and memberships to leave.
  accountMemberships: 'account/memberships',
  // Every signed-in user: the terms and privacy versions accepted, and new ones to accept.
  accountConsent: 'account/consent',
  // Every signed-in user: the password, the data export and deleting the account.
  accountData: 'account/data',
  // The e-mail link of a membership invitation (the page asks before answering).
  membershipInvitation: 'membership-invitation',
  adminDashboard: 'admin/dashboard',
  adminOutbox: 'admin/outbox',
  adminBilling: 'admin/billing',
  adminSettings: 'admin/settings',
  adminContactRequests: 'admin/contact-requests',
  adminContactRequest: 'admin/contact-requests/:id',
  // Agencies, their users and customers (spec 000 "Agencies").
  adminAgencies: 'admin/agencies',
  adminAddAgency: 'admin/addNewAgencies',
  adminAgency: 'admin/agencies/:id',
  adminAgencyUser: 'admin/agencies/:id/:user',
  adminAddAgencyUser: 'admin/addNewAgencyUser/:agencyId',
  adminAddAgencyCustomer: 'admin/addNewAgencyCustomer/:agencyId',
  adminAgencyCustomer: 'admin/agencyCustomer/:id/:customer',
  acceptInvitation: 'auth/accept-invitation',
  // Person users (spec 000 "Person users"): the four types and the separate lists share a page.
  adminPersons: 'admin/persons',
  adminPersonList: 'admin/persons/:personType',
  adminPerson: 'admin/persons/:personType/:id',
  adminAddPersonUser: 'admin/addNewPersonUser/:personType',
  // Organisations, their users, pictures and departments.
  adminOrganisations: 'admin/organisation',
  adminOrganisation: 'admin/organisation/:id',
  adminOrganisationUser: 'admin/organisation/:orgId/:userId',
  adminAddOrganisation: 'admin/addNewOrganisation',
  adminAddOrganisationUser: 'admin/addNewOrganisationUser/:orgId',
  adminOrganisationPicture: 'admin/viewOrganisationPicts/:orgId/:picId',
  adminAddDepartment: 'admin/addNewDepartment/:orgId',
  adminDepartment: 'admin/department/:orgId/:depId',
  adminAddDepartmentUser: 'admin/addNewDepartmentUser/:orgId/:depId',
  adminAddDepartmentCustomer: 'admin/addNewDepartmentCustomer/:orgId/:depId',
  adminDepartmentUser: 'admin/departmentUsers/:orgId/:depId/:userId',
  adminDepartmentCustomer: 'admin/departmentCustomers/:orgId/:depId/:userId',
} as const;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const at = (lang: Language, segment: string) => `/${lang}/${segment}`;

export function isSignUpRole(value: unknown): value is SignUpRole {
  return typeof value === 'string' && (SIGN_UP_ROLES as readonly string[]).includes(value);
}

export const paths = {
  root: () => '/',
  home: (lang: Language) => `/${lang}`,
  /** Where a role lands after sign-in (spec 001 section 4; ORG_SUB works in the hospital area). */
  homeForRole: (lang: Language, role: Role) => {
    const segment = homeSegmentForRole(role);
    return segment ? at(lang, segment) : `/${lang}`;
  },

  agencies: (lang: Language) => at(lang, segments.agencies),
  howItWorks: (lang: Language) => at(lang, segments.howItWorks),
  innovation: (lang: Language) => at(lang, segments.innovation),
  partners: (lang: Language) => at(lang, segments.partners),
  aboutUs: (lang: Language) => at(lang, segments.aboutUs),
  /** The home page's contact-us section (spec 001 section 2). */
  contact: (lang: Language) => `/${lang}#contact`,

  terms: (lang: Language) => at(lang, segments.terms),
  imprint: (lang: Language) => at(lang, segments.imprint),
  privacy: (lang: Language) => at(lang, segments.privacy),
  accessibility: (lang: Language) => at(lang, segments.accessibility),

  signIn: (lang: Language) => at(lang, segments.signIn),
  signUp: (lang: Language, role?: SignUpRole) =>
    at(lang, role ? `auth/sign-up/${role}` : 'auth/sign-up'),
  forgotPassword: (lang: Language) => at(lang, segments.forgotPassword),
  emailConfirmation: (lang: Language, params: { email?: string; status?: 'invalid' } = {}) =>
    at(lang, segments.emailConfirmation) + query(params),
  emailConfirmed: (lang: Language) => at(lang, segments.emailConfirmed),
  resetPasswordConfirmed: (lang: Language) => at(lang, segments.resetPasswordConfirmed),
  createNewPassword: (lang: Language, params: { email?: string; token?: string } = {}) =>
    at(lang, segments.createNewPassword) + query(params),
  passwordUpdated: (lang: Language) => at(lang, segments.passwordUpdated),
  signInLink: (lang: Language, token?: string) => at(lang, segments.signInLink) + query({ token }),
  authNotFound: (lang: Language) => at(lang, segments.authNotFound),
  authServerError: (lang: Language) => at(lang, segments.authServerError),

  hospital: (lang: Language) => at(lang, segments.hospital),
  createJob: (lang: Language, jobId?: string) =>
    at(lang, jobId ? `hospital/create-job/${encodeURIComponent(jobId)}` : 'hospital/create-job'),
  requestDetail: (lang: Language, id: string) =>
    at(lang, `hospital/requests/${encodeURIComponent(id)}`),
  createOrganisation: (lang: Language) => at(lang, segments.createOrganisation),
  staff: (lang: Language) => at(lang, segments.staff),
  orgCalendar: (lang: Language) => at(lang, segments.orgCalendar),
  orgConfirmation: (lang: Language) => at(lang, segments.orgConfirmation),
  orgExternal: (lang: Language) => at(lang, segments.orgExternal),
  orgOpenShifts: (lang: Language) => at(lang, segments.orgOpenShifts),
  orgDashboard: (lang: Language) => at(lang, segments.orgDashboard),
  orgJobUpload: (lang: Language) => at(lang, segments.orgJobUpload),
  orgJobUpdate: (lang: Language, id: string) =>
    at(lang, `organisations/jobUpdate/${encodeURIComponent(id)}`),
  /** The reports; a period or ward given here is put in the query, so the link reproduces the view. */
  reports: (
    lang: Language,
    params: { from?: string; to?: string; org?: string; ward?: string } = {},
  ) => at(lang, segments.reports) + query(params),
  myShifts: (lang: Language) => at(lang, segments.myShifts),
  myTimesheets: (lang: Language) => at(lang, segments.myTimesheets),
  agencyTimesheets: (lang: Language) => at(lang, segments.agencyTimesheets),
  agencyInvoices: (lang: Language) => at(lang, segments.agencyInvoices),
  hospitalTimesheets: (lang: Language) => at(lang, segments.hospitalTimesheets),
  hospitalInvoices: (lang: Language) => at(lang, segments.hospitalInvoices),
  /** The page behind an offer's e-mail or SMS link; opening it answers nothing (see OfferAnswerPage). */
  offerAnswer: (
    lang: Language,
    params: { token?: string; answer?: 'accepted' | 'declined' } = {},
  ) => at(lang, segments.offerAnswer) + query(params),
  agencyJobs: (lang: Language) => at(lang, segments.agencyJobs),
  agencyAppliedJobs: (lang: Language) => at(lang, segments.agencyAppliedJobs),
  /** Onboarding of a dispatcher who belongs to no agency yet. */
  agencySetup: (lang: Language) => at(lang, segments.agencySetup),
  /** A request on the job board with the application panel. */
  agencyJob: (lang: Language, id: string) => at(lang, `agency/jobs/${encodeURIComponent(id)}`),
  agencyStaff: (lang: Language) => at(lang, segments.agencyStaff),
  agencyStaffMember: (lang: Language, userId: string) =>
    at(lang, `agency/staff/${encodeURIComponent(userId)}`),
  accountPreferences: (lang: Language) => at(lang, segments.accountPreferences),
  accountMemberships: (lang: Language) => at(lang, segments.accountMemberships),
  accountConsent: (lang: Language) => at(lang, segments.accountConsent),
  accountData: (lang: Language) => at(lang, segments.accountData),
  adminDashboard: (lang: Language) => at(lang, segments.adminDashboard),
  adminOutbox: (lang: Language) => at(lang, segments.adminOutbox),
  adminBilling: (lang: Language) => at(lang, segments.adminBilling),
  adminSettings: (lang: Language) => at(lang, segments.adminSettings),
  adminContactRequests: (lang: Language) => at(lang, segments.adminContactRequests),
  adminContactRequest: (lang: Language, id: string) =>
    at(lang, `admin/contact-requests/${encodeURIComponent(id)}`),

  adminAgencies: (lang: Language) => at(lang, segments.adminAgencies),
  adminAddAgency: (lang: Language) => at(lang, segments.adminAddAgency),
  /** An agency; `tab` opens General Info (default), users, customers or history. */
  adminAgency: (lang: Language, id: string, tab?: 'users' | 'customers' | 'history') =>
    at(lang, `admin/agencies/${encodeURIComponent(id)}`) + query({ tab }),
  adminAgencyUser: (lang: Language, agencyId: string, userId: string) =>
    at(lang, `admin/agencies/${encodeURIComponent(agencyId)}/${encodeURIComponent(userId)}`),
  adminAgencyCustomer: (lang: Language, agencyId: string, customerId: string) =>
    at(
      lang,
      `admin/agencyCustomer/${encodeURIComponent(agencyId)}/${encodeURIComponent(customerId)}`,
    ),
  adminAddAgencyMember: (lang: Language, kind: 'users' | 'customers', agencyId: string) =>
    at(
      lang,
      `admin/${kind === 'users' ? 'addNewAgencyUser' : 'addNewAgencyCustomer'}/${encodeURIComponent(agencyId)}`,
    ),
  acceptInvitation: (lang: Language, token?: string) =>
    at(lang, segments.acceptInvitation) + query({ token }),

  /** A person list: one of the four types (user, agency, orgAdmin, orgSub) or a separate list. */
  adminPersonList: (lang: Language, personType: string) =>
    at(lang, `admin/persons/${encodeURIComponent(personType)}`),
  /** A person's detail; `segment` is the type's first letter or the separate list's name. */
  adminPerson: (lang: Language, segment: string, id: string) =>
    at(lang, `admin/persons/${encodeURIComponent(segment)}/${encodeURIComponent(id)}`),
  adminAddPersonUser: (lang: Language, personType: string) =>
    at(lang, `admin/addNewPersonUser/${encodeURIComponent(personType)}`),
  adminOrganisations: (lang: Language) => at(lang, segments.adminOrganisations),
  adminOrganisation: (lang: Language, id: string, tab?: string) =>
    at(lang, `admin/organisation/${encodeURIComponent(id)}`) + query({ tab }),
  adminOrganisationUser: (lang: Language, orgId: string, userId: string) =>
    at(lang, `admin/organisation/${encodeURIComponent(orgId)}/${encodeURIComponent(userId)}`),
  adminAddOrganisation: (lang: Language) => at(lang, segments.adminAddOrganisation),
  adminAddOrganisationUser: (lang: Language, orgId: string) =>
    at(lang, `admin/addNewOrganisationUser/${encodeURIComponent(orgId)}`),
  adminOrganisationPicture: (lang: Language, orgId: string, picId: string) =>
    at(
      lang,
      `admin/viewOrganisationPicts/${encodeURIComponent(orgId)}/${encodeURIComponent(picId)}`,
    ),
  adminAddDepartment: (lang: Language, orgId: string) =>
    at(lang, `admin/addNewDepartment/${encodeURIComponent(orgId)}`),
  adminDepartment: (lang: Language, orgId: string, depId: string, tab?: string) =>
    at(lang, `admin/department/${encodeURIComponent(orgId)}/${encodeURIComponent(depId)}`) +
    query({ tab }),
  adminAddDepartmentMember: (
    lang: Language,
    kind: 'users' | 'customers',
    orgId: string,
    depId: string,
  ) =>
    at(
      lang,
      `admin/${kind === 'users' ? 'addNewDepartmentUser' : 'addNewDepartmentCustomer'}/${encodeURIComponent(orgId)}/${encodeURIComponent(depId)}`,
    ),
  adminDepartmentMember: (
    lang: Language,
    kind: 'users' | 'customers',
    orgId: string,
    depId: string,
    userId: string,
  ) =>
    at(
      lang,
      `admin/${kind === 'users' ? 'departmentUsers' : 'departmentCustomers'}/${encodeURIComponent(orgId)}/${encodeURIComponent(depId)}/${encodeURIComponent(userId)}`,
    ),

  /** A path below the language root, for entries of the navigation list. */
  inLanguage: (lang: Language, segment: string) => (segment ? at(lang, segment) : `/${lang}`),
};

/** The language named by a path's first segment, if it names one. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/**
 * The same location in another language: the first segment is replaced when it is a
 * language and prefixed otherwise; search and hash are kept.
 */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  lang: Language,
): string {
  const parts = location.pathname.split('/');
  if (isLanguage(parts[1])) parts[1] = lang;
  else parts.splice(1, 0, lang);
  const pathname = parts.join('/').replace(/\/+$/, '') || `/${lang}`;
  return `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The path without its language segment, e.g. '/de/agency/jobs' -> 'agency/jobs'. */
export function segmentOfPath(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (isLanguage(parts[0])) parts.shift();
  return parts.join('/');
}

/** Whether a path (without language) is the entry's page or below it. */
export function isActiveSegment(entrySegment: string, currentSegment: string): boolean {
  if (entrySegment === '') return currentSegment === '';
  return currentSegment === entrySegment || currentSegment.startsWith(`${entrySegment}/`);
}
