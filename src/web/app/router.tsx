import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import HomePage from '../routes/public/HomePage';
import { NotFoundPage } from '../routes/errors/NotFoundPage';
import { RouteErrorPage } from './errors';
import { LanguageGate, RootRedirect } from './LanguageGate';
import { PublicLayout } from './layouts/PublicLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { RequireAccess } from './RequireAccess';
import { segments } from './paths';

// The public home ships in the entry chunk; auth screens, legal pages and the signed-in
// areas load on demand.
const legal = () => import('../routes/public/LegalPage');
const ImprintPage = lazy(() => legal().then((m) => ({ default: m.ImprintPage })));
const TermsPage = lazy(() => legal().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const AgenciesPage = lazy(() => import('../routes/public/AgenciesPage'));
const HowItWorksPage = lazy(() => import('../routes/public/HowItWorksPage'));
const InnovationPage = lazy(() => import('../routes/public/InnovationPage'));
const PartnersPage = lazy(() => import('../routes/public/PartnersPage'));
const AboutUsPage = lazy(() => import('../routes/public/AboutUsPage'));

const SignInPage = lazy(() => import('../routes/auth/SignInPage'));
const SignUpPage = lazy(() => import('../routes/auth/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('../routes/auth/ForgotPasswordPage'));
const EmailConfirmationPage = lazy(() => import('../routes/auth/EmailConfirmationPage'));
const EmailConfirmedPage = lazy(() => import('../routes/auth/EmailConfirmedPage'));
const ResetPasswordConfirmedPage = lazy(() => import('../routes/auth/ResetPasswordConfirmedPage'));
const CreateNewPasswordPage = lazy(() => import('../routes/auth/CreateNewPasswordPage'));
const PasswordUpdatedPage = lazy(() => import('../routes/auth/PasswordUpdatedPage'));
const AuthNotFoundPage = lazy(() => import('../routes/auth/AuthNotFoundPage'));
const AuthServerErrorPage = lazy(() => import('../routes/auth/AuthServerErrorPage'));

const DashboardLayout = lazy(() =>
  import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
);
const HospitalDashboardPage = lazy(() => import('../routes/organisation/HospitalDashboardPage'));
const CreateJobPage = lazy(() => import('../routes/organisation/CreateJobPage'));
const NewJobsPage = lazy(() => import('../routes/agency/NewJobsPage'));
const AppliedJobsPage = lazy(() => import('../routes/agency/AppliedJobsPage'));
const AdminDashboardPage = lazy(() => import('../routes/admin/AdminDashboardPage'));
const ContactRequestsPage = lazy(() => import('../routes/admin/ContactRequestsPage'));
const ContactRequestDetailPage = lazy(() => import('../routes/admin/ContactRequestDetailPage'));

function Suspended() {
  return (
    <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect />, errorElement: <RouteErrorPage /> },
  {
    path: '/:lang',
    element: <LanguageGate />,
    errorElement: <RouteErrorPage />,
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
              { path: segments.authNotFound, element: <AuthNotFoundPage /> },
              { path: segments.authServerError, element: <AuthServerErrorPage /> },
            ],
          },
          {
            element: <DashboardLayout />,
            children: [
              {
                element: <RequireAccess action="hospital.view" />,
                children: [{ path: segments.hospital, element: <HospitalDashboardPage /> }],
              },
              {
                element: <RequireAccess action="job.post" />,
                children: [{ path: segments.createJob, element: <CreateJobPage /> }],
              },
              {
                element: <RequireAccess action="agency.jobs.view" />,
                children: [
                  { path: segments.agencyJobs, element: <NewJobsPage /> },
                  { path: segments.agencyAppliedJobs, element: <AppliedJobsPage /> },
                ],
              },
              {
                element: <RequireAccess action="admin.view" />,
                children: [
                  { path: segments.adminDashboard, element: <AdminDashboardPage /> },
                  { path: segments.adminContactRequests, element: <ContactRequestsPage /> },
                  { path: segments.adminContactRequest, element: <ContactRequestDetailPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
