import { lazy, Suspense } from 'react';
import { Outlet, useMatch, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import HomePage from '#web/routes/public/HomePage';
import { NotFoundPage } from '#web/routes/errors/NotFoundPage';
import { RouteErrors } from './errors';
import { LanguageGate, RootRedirect } from './LanguageGate';
import { PublicLayout } from './layouts/PublicLayout';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';
import { loadFullCatalogue } from '#web/i18n/i18n';
import { segments } from '#web/lib/paths';

/**
 * A lazy route's module, loaded together with the rest of the translation catalogue (the
 * entry chunk has only the part the public shell and home page use, i18n/index.ts).
 */
function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullCatalogue()]).then(([module]) => module);
}

// The public home ships in the entry chunk; auth screens, legal pages and the signed-in
// areas load on demand.
const legal = withCatalogue(() => import('#web/routes/public/LegalPage'));
const ImprintPage = lazy(() => legal().then((m) => ({ default: m.ImprintPage })));
const TermsPage = lazy(() => legal().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const AccessibilityPage = lazy(withCatalogue(() => import('#web/routes/public/AccessibilityPage')));
const AgenciesPage = lazy(withCatalogue(() => import('#web/routes/public/AgenciesPage')));
const HowItWorksPage = lazy(withCatalogue(() => import('#web/routes/public/HowItWorksPage')));
const InnovationPage = lazy(withCatalogue(() => import('#web/routes/public/InnovationPage')));
const PartnersPage = lazy(withCatalogue(() => import('#web/routes/public/PartnersPage')));
const AboutUsPage = lazy(withCatalogue(() => import('#web/routes/public/AboutUsPage')));

const SignInPage = lazy(withCatalogue(() => import('#web/routes/auth/SignInPage')));
const SignUpPage = lazy(withCatalogue(() => import('#web/routes/auth/SignUpPage')));
const ForgotPasswordPage = lazy(withCatalogue(() => import('#web/routes/auth/ForgotPasswordPage')));
const EmailConfirmationPage = lazy(
  withCatalogue(() => import('#web/routes/auth/EmailConfirmationPage')),
);
const EmailConfirmedPage = lazy(withCatalogue(() => import('#web/routes/auth/EmailConfirmedPage')));
const ResetPasswordConfirmedPage = lazy(
  withCatalogue(() => import('#web/routes/auth/ResetPasswordConfirmedPage')),
);
const CreateNewPasswordPage = lazy(
  withCatalogue(() => import('#web/routes/auth/CreateNewPasswordPage')),
);
const SignInLinkPage = lazy(withCatalogue(() => import('#web/routes/auth/SignInLinkPage')));
const PasswordUpdatedPage = lazy(withCatalogue(() => import('#web/routes/auth/PasswordUpdatedPage')));
const AuthNotFoundPage = lazy(withCatalogue(() => import('#web/routes/auth/AuthNotFoundPage')));
const AuthServerErrorPage = lazy(withCatalogue(() => import('#web/routes/auth/AuthServerErrorPage')));

const AuthLayout = lazy(
  withCatalogue(() => import('./layouts/AuthLayout').then((m) => ({ default: m.AuthLayout }))),
);
const DashboardLayout = lazy(
  withCatalogue(() =>
    import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
  ),
);
const RequireAccess = lazy(
  withCatalogue(() => import('./RequireAccess').then((m) => ({ default: m.RequireAccess }))),
);
const HospitalDashboardPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/HospitalDashboardPage')),
);
const CreateJobPage = lazy(withCatalogue(() => import('#web/routes/organisation/CreateJobPage')));
const RequestDetailPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/RequestDetailPage')),
);
const CreateOrganisationPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/CreateOrganisationPage')),
);
const StaffPage = lazy(withCatalogue(() => import('#web/routes/organisation/StaffPage')));
const ReportsPage = lazy(withCatalogue(() => import('#web/routes/organisation/ReportsPage')));
const CalendarPage = lazy(withCatalogue(() => import('#web/routes/organisation/CalendarPage')));
const requestTables = withCatalogue(() => import('#web/routes/organisation/RequestTablesPage'));
const ConfirmationTablePage = lazy(() =>
  requestTables().then((m) => ({ default: m.ConfirmationTablePage })),
);
const ExternalTablePage = lazy(() =>
  requestTables().then((m) => ({ default: m.ExternalTablePage })),
);
const OpenShiftsTablePage = lazy(() =>
  requestTables().then((m) => ({ default: m.OpenShiftsTablePage })),
);
const AllTablesPage = lazy(() => requestTables().then((m) => ({ default: m.AllTablesPage })));
const MyShiftsPage = lazy(withCatalogue(() => import('#web/routes/pool/MyShiftsPage')));
const MyTimesheetsPage = lazy(withCatalogue(() => import('#web/routes/pool/MyTimesheetsPage')));
const AgencyTimesheetsPage = lazy(withCatalogue(() => import('#web/routes/agency/AgencyTimesheetsPage')));
const WeekTimesheetsPage = lazy(withCatalogue(() => import('#web/routes/organisation/WeekTimesheetsPage')));
const AgencyInvoicesPage = lazy(withCatalogue(() => import('#web/routes/agency/AgencyInvoicesPage')));
const OrganisationInvoicesPage = lazy(withCatalogue(() => import('#web/routes/organisation/OrganisationInvoicesPage')));
const OfferAnswerPage = lazy(withCatalogue(() => import('#web/routes/pool/OfferAnswerPage')));
const MembershipInvitationPage = lazy(
  withCatalogue(() => import('#web/routes/auth/MembershipInvitationPage')),
);
const MembershipsPage = lazy(withCatalogue(() => import('#web/routes/account/MembershipsPage')));
const ConsentPage = lazy(withCatalogue(() => import('#web/routes/account/ConsentPage')));
const PreferencesPage = lazy(withCatalogue(() => import('#web/routes/account/PreferencesPage')));
const OutboxPage = lazy(withCatalogue(() => import('#web/routes/admin/OutboxPage')));
const BillingPage = lazy(withCatalogue(() => import('#web/routes/admin/BillingPage')));
const NewJobsPage = lazy(withCatalogue(() => import('#web/routes/agency/NewJobsPage')));
const AppliedJobsPage = lazy(withCatalogue(() => import('#web/routes/agency/AppliedJobsPage')));
const JobDetailPage = lazy(withCatalogue(() => import('#web/routes/agency/JobDetailPage')));
const StaffListPage = lazy(withCatalogue(() => import('#web/routes/agency/StaffListPage')));
const StaffProfilePage = lazy(withCatalogue(() => import('#web/routes/agency/StaffProfilePage')));
const agencySetup = withCatalogue(() => import('#web/routes/agency/AgencySetupPage'));
const AgencySetupPage = lazy(agencySetup);
const AgencyOnboardingGate = lazy(() =>
  agencySetup().then((m) => ({ default: m.AgencyOnboardingGate })),
);
const AdminDashboardPage = lazy(withCatalogue(() => import('#web/routes/admin/AdminDashboardPage')));
const AdminSettingsPage = lazy(withCatalogue(() => import('#web/routes/admin/SettingsPage')));
const ContactRequestsPage = lazy(
  withCatalogue(() => import('#web/routes/admin/ContactRequestsPage')),
);
const ContactRequestDetailPage = lazy(
  withCatalogue(() => import('#web/routes/admin/ContactRequestDetailPage')),
);
const AgenciesAdminPage = lazy(
  withCatalogue(() => import('#web/routes/admin/agencies/AgenciesPage')),
);
const AddAgencyPage = lazy(withCatalogue(() => import('#web/routes/admin/agencies/AddAgencyPage')));
const AgencyDetailPage = lazy(
  withCatalogue(() => import('#web/routes/admin/agencies/AgencyDetailPage')),
);
const AgencyUserPage = lazy(withCatalogue(() => import('#web/routes/admin/agencies/AgencyUserPage')));
const AgencyCustomerPage = lazy(
  withCatalogue(() => import('#web/routes/admin/agencies/AgencyCustomerPage')),
);
const agencyInvite = withCatalogue(() => import('#web/routes/admin/agencies/AgencyInvitePage'));
const AddAgencyUserPage = lazy(() =>
  agencyInvite().then((m) => ({ default: m.AddAgencyUserPage })),
);
const AddAgencyCustomerPage = lazy(() =>
  agencyInvite().then((m) => ({ default: m.AddAgencyCustomerPage })),
);
const AcceptInvitationPage = lazy(
  withCatalogue(() => import('#web/routes/auth/AcceptInvitationPage')),
);

// Back office: person users, organisations (with users and pictures) and departments.
const PersonListPage = lazy(withCatalogue(() => import('#web/routes/admin/persons/PersonListPage')));
const PersonDetailPage = lazy(
  withCatalogue(() => import('#web/routes/admin/persons/PersonDetailPage')),
);
const AddPersonUserPage = lazy(
  withCatalogue(() => import('#web/routes/admin/persons/AddPersonUserPage')),
);
const OrganisationListPage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/OrganisationListPage')),
);
const AddOrganisationPage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/AddOrganisationPage')),
);
const OrganisationDetailPage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/OrganisationDetailPage')),
);
const OrganisationUserPage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/OrganisationUserPage')),
);
const AddOrganisationUserPage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/AddOrganisationUserPage')),
);
const OrganisationPicturePage = lazy(
  withCatalogue(() => import('#web/routes/admin/organisations/OrganisationPicturePage')),
);
const AddDepartmentPage = lazy(
  withCatalogue(() => import('#web/routes/admin/departments/AddDepartmentPage')),
);
const DepartmentDetailPage = lazy(
  withCatalogue(() => import('#web/routes/admin/departments/DepartmentDetailPage')),
);
const departmentInvite = withCatalogue(
  () => import('#web/routes/admin/departments/AddDepartmentMemberPage'),
);
const AddDepartmentUserPage = lazy(() =>
  departmentInvite().then((m) => ({ default: m.AddDepartmentUserPage })),
);
const AddDepartmentCustomerPage = lazy(() =>
  departmentInvite().then((m) => ({ default: m.AddDepartmentCustomerPage })),
);
const departmentMember = withCatalogue(
  () => import('#web/routes/admin/departments/DepartmentMemberPage'),
);
const DepartmentUserPage = lazy(() =>
  departmentMember().then((m) => ({ default: m.DepartmentUserPage })),
);
const DepartmentCustomerPage = lazy(() =>
  departmentMember().then((m) => ({ default: m.DepartmentCustomerPage })),
);

function Suspended() {
  // The public home uses no queries; every other page waits for the query client.
  const home = useMatch('/:lang') !== null;
  return (
    <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
      <QueryClientGate required={!home}>
        <Outlet />
      </QueryClientGate>
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: (
      <RouteErrors>
        <LanguageGate />
      </RouteErrors>
    ),
    children: [
      {
        element: <Suspended />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: segments.agencies, element: <AgenciesPage /> },
              { path: segments.howItWorks, element: <HowItWorksPage /> },
              { path: segments.innovation, element: <InnovationPage /> },
              { path: segments.partners, element: <PartnersPage /> },
              { path: segments.aboutUs, element: <AboutUsPage /> },
              { path: segments.imprint, element: <ImprintPage /> },
              { path: segments.terms, element: <TermsPage /> },
              { path: segments.privacy, element: <PrivacyPage /> },
              { path: segments.accessibility, element: <AccessibilityPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <AuthLayout />,
            children: [
              { path: segments.signIn, element: <SignInPage /> },
              { path: segments.signUp, element: <SignUpPage /> },
              { path: segments.forgotPassword, element: <ForgotPasswordPage /> },
              { path: segments.emailConfirmation, element: <EmailConfirmationPage /> },
              { path: segments.emailConfirmed, element: <EmailConfirmedPage /> },
              { path: segments.resetPasswordConfirmed, element: <ResetPasswordConfirmedPage /> },
              { path: segments.createNewPassword, element: <CreateNewPasswordPage /> },
              { path: segments.passwordUpdated, element: <PasswordUpdatedPage /> },
              // Public: the token of the e-mailed link is the authorisation.
              { path: segments.signInLink, element: <SignInLinkPage /> },
              { path: segments.authNotFound, element: <AuthNotFoundPage /> },
              { path: segments.authServerError, element: <AuthServerErrorPage /> },
              { path: segments.acceptInvitation, element: <AcceptInvitationPage /> },
              // Public: the token in the link is the authorisation.
              { path: segments.offerAnswer, element: <OfferAnswerPage /> },
              { path: segments.membershipInvitation, element: <MembershipInvitationPage /> },
            ],
          },
          {
            element: <DashboardLayout />,
            children: [
              // Any signed-in role (the layout sends the signed-out home).
              { path: segments.accountPreferences, element: <PreferencesPage /> },
              { path: segments.accountMemberships, element: <MembershipsPage /> },
              { path: segments.accountConsent, element: <ConsentPage /> },
              {
                element: <RequireAccess action="hospital.view" />,
                children: [
                  { path: segments.hospital, element: <HospitalDashboardPage /> },
                  { path: segments.requestDetail, element: <RequestDetailPage /> },
                  { path: segments.orgCalendar, element: <CalendarPage /> },
                  { path: segments.orgConfirmation, element: <ConfirmationTablePage /> },
                  { path: segments.orgExternal, element: <ExternalTablePage /> },
                  { path: segments.orgOpenShifts, element: <OpenShiftsTablePage /> },
                  { path: segments.orgDashboard, element: <AllTablesPage /> },
                  { path: segments.reports, element: <ReportsPage /> },
                ],
              },
              {
                element: <RequireAccess action="job.post" />,
                children: [
                  { path: segments.createJob, element: <CreateJobPage /> },
                  { path: segments.orgJobUpload, element: <CreateJobPage /> },
                  { path: segments.orgJobUpdate, element: <CreateJobPage /> },
                ],
              },
              {
                element: <RequireAccess action="timesheets.approve" />,
                children: [{ path: segments.hospitalTimesheets, element: <WeekTimesheetsPage /> }],
              },
              {
                element: <RequireAccess action="organisation.manage" />,
                children: [
                  { path: segments.createOrganisation, element: <CreateOrganisationPage /> },
                  { path: segments.staff, element: <StaffPage /> },
                  { path: segments.hospitalInvoices, element: <OrganisationInvoicesPage /> },
                ],
              },
              {
                element: <RequireAccess action="shifts.view" />,
                children: [
                  { path: segments.myShifts, element: <MyShiftsPage /> },
                  { path: segments.myTimesheets, element: <MyTimesheetsPage /> },
                ],
              },
              {
                element: <RequireAccess action="agency.jobs.view" />,
                children: [
                  {
                    // A dispatcher with no agency yet is led to create it first.
                    element: <AgencyOnboardingGate />,
                    children: [
                      { path: segments.agencyJobs, element: <NewJobsPage /> },
                      { path: segments.agencyAppliedJobs, element: <AppliedJobsPage /> },
                      { path: segments.agencyJob, element: <JobDetailPage /> },
                      { path: segments.agencyStaff, element: <StaffListPage /> },
                      { path: segments.agencyStaffMember, element: <StaffProfilePage /> },
                      { path: segments.agencyTimesheets, element: <AgencyTimesheetsPage /> },
                      { path: segments.agencyInvoices, element: <AgencyInvoicesPage /> },
                    ],
                  },
                  { path: segments.agencySetup, element: <AgencySetupPage /> },
                ],
              },
              {
                element: <RequireAccess action="admin.view" />,
                children: [
                  { path: segments.adminDashboard, element: <AdminDashboardPage /> },
                  { path: segments.adminSettings, element: <AdminSettingsPage /> },
                  { path: segments.adminOutbox, element: <OutboxPage /> },
                  { path: segments.adminBilling, element: <BillingPage /> },
                  { path: segments.adminContactRequests, element: <ContactRequestsPage /> },
                  { path: segments.adminContactRequest, element: <ContactRequestDetailPage /> },
                  { path: segments.adminAgencies, element: <AgenciesAdminPage /> },
                  { path: segments.adminAddAgency, element: <AddAgencyPage /> },
                  { path: segments.adminAgency, element: <AgencyDetailPage /> },
                  { path: segments.adminAgencyUser, element: <AgencyUserPage /> },
                  { path: segments.adminAddAgencyUser, element: <AddAgencyUserPage /> },
                  { path: segments.adminAddAgencyCustomer, element: <AddAgencyCustomerPage /> },
                  { path: segments.adminAgencyCustomer, element: <AgencyCustomerPage /> },
                  { path: segments.adminPersons, element: <PersonListPage /> },
                  { path: segments.adminPersonList, element: <PersonListPage /> },
                  { path: segments.adminPerson, element: <PersonDetailPage /> },
                  { path: segments.adminAddPersonUser, element: <AddPersonUserPage /> },
                  { path: segments.adminOrganisations, element: <OrganisationListPage /> },
                  { path: segments.adminAddOrganisation, element: <AddOrganisationPage /> },
                  { path: segments.adminOrganisation, element: <OrganisationDetailPage /> },
                  { path: segments.adminOrganisationUser, element: <OrganisationUserPage /> },
                  { path: segments.adminAddOrganisationUser, element: <AddOrganisationUserPage /> },
                  { path: segments.adminOrganisationPicture, element: <OrganisationPicturePage /> },
                  { path: segments.adminAddDepartment, element: <AddDepartmentPage /> },
                  { path: segments.adminDepartment, element: <DepartmentDetailPage /> },
                  { path: segments.adminAddDepartmentUser, element: <AddDepartmentUserPage /> },
                  {
                    path: segments.adminAddDepartmentCustomer,
                    element: <AddDepartmentCustomerPage />,
                  },
                  { path: segments.adminDepartmentUser, element: <DepartmentUserPage /> },
                  { path: segments.adminDepartmentCustomer, element: <DepartmentCustomerPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routes, in react-router's declarative mode (<BrowserRouter> in main.tsx): the app has no
 * loaders or actions, and the data router would add about 17 KB gzip to every first page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
