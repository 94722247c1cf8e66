import { lazy, Suspense } from 'react';
import { Outlet, useMatch, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { PrerenderedShell } from '#web/components/layout/PrerenderedShell';
import HomePage from '#web/routes/public/HomePage';
import { NotFoundPage } from '#web/routes/errors/NotFoundPage';
import { RouteErrors } from './errors';
import { LanguageGate, RootRedirect } from './LanguageGate';
import { PublicLayout } from './layouts/PublicLayout';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';
import { segments } from '#web/lib/paths';
import { adminRoutes } from './admin-routes';
import { withCatalogue, type RouteHandle } from './lazy-route';

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
const PasswordUpdatedPage = lazy(
  withCatalogue(() => import('#web/routes/auth/PasswordUpdatedPage')),
);
const AuthNotFoundPage = lazy(withCatalogue(() => import('#web/routes/auth/AuthNotFoundPage')));
const AuthServerErrorPage = lazy(
  withCatalogue(() => import('#web/routes/auth/AuthServerErrorPage')),
);

const AuthLayout = lazy(
  withCatalogue(() => import('./layouts/AuthLayout').then((m) => ({ default: m.AuthLayout }))),
);
const dashboardLayout = withCatalogue(() => import('./layouts/DashboardLayout'));
const DashboardLayout = lazy(() => dashboardLayout().then((m) => ({ default: m.DashboardLayout })));
const requireAccess = withCatalogue(() => import('./RequireAccess'));
const RequireAccess = lazy(() => requireAccess().then((m) => ({ default: m.RequireAccess })));
const hospitalDashboard = withCatalogue(
  () => import('#web/routes/organisation/HospitalDashboardPage'),
);
const HospitalDashboardPage = lazy(hospitalDashboard);
const CreateJobPage = lazy(withCatalogue(() => import('#web/routes/organisation/CreateJobPage')));
const RequestDetailPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/RequestDetailPage')),
);
const CreateOrganisationPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/CreateOrganisationPage')),
);
const StaffPage = lazy(withCatalogue(() => import('#web/routes/organisation/StaffPage')));
const ReportsPage = lazy(withCatalogue(() => import('#web/routes/organisation/ReportsPage')));
const calendarPage = withCatalogue(() => import('#web/routes/organisation/CalendarPage'));
const CalendarPage = lazy(calendarPage);
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
const myShiftsPage = withCatalogue(() => import('#web/routes/pool/MyShiftsPage'));
const MyShiftsPage = lazy(myShiftsPage);
const myTimesheetsPage = withCatalogue(() => import('#web/routes/pool/MyTimesheetsPage'));
const MyTimesheetsPage = lazy(myTimesheetsPage);
const AgencyTimesheetsPage = lazy(
  withCatalogue(() => import('#web/routes/agency/AgencyTimesheetsPage')),
);
const WeekTimesheetsPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/WeekTimesheetsPage')),
);
const AgencyInvoicesPage = lazy(
  withCatalogue(() => import('#web/routes/agency/AgencyInvoicesPage')),
);
const OrganisationInvoicesPage = lazy(
  withCatalogue(() => import('#web/routes/organisation/OrganisationInvoicesPage')),
);
const OfferAnswerPage = lazy(withCatalogue(() => import('#web/routes/pool/OfferAnswerPage')));
const MembershipInvitationPage = lazy(
  withCatalogue(() => import('#web/routes/auth/MembershipInvitationPage')),
);
const MembershipsPage = lazy(withCatalogue(() => import('#web/routes/account/MembershipsPage')));
const ConsentPage = lazy(withCatalogue(() => import('#web/routes/account/ConsentPage')));
const PreferencesPage = lazy(withCatalogue(() => import('#web/routes/account/PreferencesPage')));
const AccountDataPage = lazy(withCatalogue(() => import('#web/routes/account/AccountDataPage')));
const newJobsPage = withCatalogue(() => import('#web/routes/agency/NewJobsPage'));
const NewJobsPage = lazy(newJobsPage);
const AppliedJobsPage = lazy(withCatalogue(() => import('#web/routes/agency/AppliedJobsPage')));
const JobDetailPage = lazy(withCatalogue(() => import('#web/routes/agency/JobDetailPage')));
const StaffListPage = lazy(withCatalogue(() => import('#web/routes/agency/StaffListPage')));
const StaffProfilePage = lazy(withCatalogue(() => import('#web/routes/agency/StaffProfilePage')));
const agencySetup = withCatalogue(() => import('#web/routes/agency/AgencySetupPage'));
const AgencySetupPage = lazy(agencySetup);
const AgencyOnboardingGate = lazy(() =>
  agencySetup().then((m) => ({ default: m.AgencyOnboardingGate })),
);
const AcceptInvitationPage = lazy(
  withCatalogue(() => import('#web/routes/auth/AcceptInvitationPage')),
);

function Suspended() {
  // The public home uses no queries; every other page waits for the query client.
  const home = useMatch('/:lang') !== null;
  // On a prerendered signed-in shell, that shell again while the code loads.
  return (
    <Suspense fallback={<PrerenderedShell />}>
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
            // The layout and the access check wrap every signed-in page.
            handle: {
              preload: () => Promise.all([dashboardLayout(), requireAccess()]),
            } satisfies RouteHandle,
            children: [
              // Any signed-in role (the layout sends the signed-out home).
              { path: segments.accountPreferences, element: <PreferencesPage /> },
              { path: segments.accountMemberships, element: <MembershipsPage /> },
              { path: segments.accountConsent, element: <ConsentPage /> },
              { path: segments.accountData, element: <AccountDataPage /> },
              {
                element: <RequireAccess action="hospital.view" />,
                children: [
                  {
                    path: segments.hospital,
                    element: <HospitalDashboardPage />,
                    handle: { preload: hospitalDashboard } satisfies RouteHandle,
                  },
                  { path: segments.requestDetail, element: <RequestDetailPage /> },
                  {
                    path: segments.orgCalendar,
                    element: <CalendarPage />,
                    handle: { preload: calendarPage } satisfies RouteHandle,
                  },
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
                  {
                    path: segments.myShifts,
                    element: <MyShiftsPage />,
                    handle: { preload: myShiftsPage } satisfies RouteHandle,
                  },
                  {
                    path: segments.myTimesheets,
                    element: <MyTimesheetsPage />,
                    handle: { preload: myTimesheetsPage } satisfies RouteHandle,
                  },
                ],
              },
              {
                element: <RequireAccess action="agency.jobs.view" />,
                children: [
                  {
                    // A dispatcher with no agency yet is led to create it first.
                    element: <AgencyOnboardingGate />,
                    handle: { preload: agencySetup } satisfies RouteHandle,
                    children: [
                      {
                        path: segments.agencyJobs,
                        element: <NewJobsPage />,
                        handle: { preload: newJobsPage } satisfies RouteHandle,
                      },
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
                children: adminRoutes,
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
