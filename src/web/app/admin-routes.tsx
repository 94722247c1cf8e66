import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { segments } from '#web/lib/paths';
import { withCatalogue } from './lazy-route';

// The back office's pages (platform administrators only; router.tsx puts them behind
// RequireAccess admin.view), each loaded on demand.
const OutboxPage = lazy(withCatalogue(() => import('#web/routes/admin/OutboxPage')));
const BillingPage = lazy(withCatalogue(() => import('#web/routes/admin/BillingPage')));
const AdminDashboardPage = lazy(
  withCatalogue(() => import('#web/routes/admin/AdminDashboardPage')),
);
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
const AgencyUserPage = lazy(
  withCatalogue(() => import('#web/routes/admin/agencies/AgencyUserPage')),
);
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
// Back office: person users, organisations (with users and pictures) and departments.
const PersonListPage = lazy(
  withCatalogue(() => import('#web/routes/admin/persons/PersonListPage')),
);
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

export const adminRoutes: RouteObject[] = [
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
];
