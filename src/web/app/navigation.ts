import type { ElementType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import WorkIcon from '@mui/icons-material/Work';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GroupsIcon from '@mui/icons-material/Groups';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import BarChartIcon from '@mui/icons-material/BarChart';
import PunchClockIcon from '@mui/icons-material/PunchClock';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { can } from '#shared/permissions';
import type { Action } from '#shared/permissions';
import type { Role } from '#shared/role-names';
import { isActiveSegment, segments } from '#web/lib/paths';

export { isActiveSegment };

/**
 * The one list of signed-in destinations. The sidebar renders it (filtered by role), and
 * later areas add their entries here rather than to the sidebar.
 */
export interface NavEntry {
  id: string;
  /** Translation key of the label (nav.*). */
  labelKey: string;
  /** Path below /:lang; for a group, the common prefix of its children. */
  segment: string;
  icon?: ElementType;
  /** Who sees the entry; absent means every signed-in user. */
  action?: Action;
  /** Child links make the entry a collapsible group. */
  children?: NavEntry[];
  /** Reachable, but never listed (e.g. an edit screen opened from a table). */
  internal?: boolean;
  /** A count or short text shown beside the label. */
  badge?: number | string;
  /**
   * Rendered as a prominent button rather than a plain link (Post a job): always, or only for
   * the roles allowed the given action (navigationFor resolves it to a boolean).
   */
  highlight?: boolean | Action;
  /** Further paths (below /:lang) that belong to the entry, e.g. its add and detail screens. */
  also?: string[];
}

/** Whether the current path is the entry's page, below it, or one of its other paths. */
function entryCovers(entry: NavEntry, currentSegment: string): boolean {
  return [entry.segment, ...(entry.also ?? [])].some((segment) =>
    isActiveSegment(segment, currentSegment),
  );
}

const stripOptional = (segment: string) => segment.replace(/\/:[^/]+\?$/, '');

export const navigation: NavEntry[] = [
  {
    id: 'post-job',
    labelKey: 'nav.postJob',
    segment: stripOptional(segments.createJob),
    icon: AddCircleIcon,
    action: 'job.post',
    // Spec 001: a highlighted button for ORG_ADMIN and ADMIN; ward managers get a plain link.
    highlight: 'organisation.manage',
    also: [segments.orgJobUpload, 'organisations/jobUpdate'],
  },
  {
    id: 'hospital-dashboard',
    labelKey: 'nav.dashboard',
    segment: segments.hospital,
    icon: DashboardIcon,
    action: 'hospital.view',
    also: ['hospital/requests'],
  },
  {
    id: 'org-calendar',
    labelKey: 'nav.calendar',
    segment: segments.orgCalendar,
    icon: CalendarMonthIcon,
    action: 'hospital.view',
  },
  {
    id: 'org-requests',
    labelKey: 'nav.requests',
    segment: 'organisations',
    icon: TableRowsIcon,
    action: 'hospital.view',
    children: [
      { id: 'org-confirmation', labelKey: 'nav.confirmation', segment: segments.orgConfirmation },
      { id: 'org-external', labelKey: 'nav.externalRequests', segment: segments.orgExternal },
      { id: 'org-open-shifts', labelKey: 'nav.openShifts', segment: segments.orgOpenShifts },
      { id: 'org-all-tables', labelKey: 'nav.allRequests', segment: segments.orgDashboard },
    ],
  },
  {
    // HR, ward managers and administrators (the server narrows each to their scope).
    id: 'reports',
    labelKey: 'nav.reports',
    segment: segments.reports,
    icon: BarChartIcon,
    action: 'hospital.view',
  },
  {
    id: 'org-timesheets',
    labelKey: 'nav.timesheets',
    segment: segments.hospitalTimesheets,
    icon: PunchClockIcon,
    action: 'timesheets.approve',
  },
  {
    id: 'org-invoices',
    labelKey: 'nav.invoices',
    segment: segments.hospitalInvoices,
    icon: ReceiptLongIcon,
    action: 'organisation.manage',
  },
  {
    id: 'org-staff',
    labelKey: 'nav.staff',
    segment: segments.staff,
    icon: GroupsIcon,
    action: 'organisation.manage',
    also: [segments.createOrganisation],
  },
  {
    id: 'my-shifts',
    labelKey: 'nav.myShifts',
    segment: segments.myShifts,
    icon: EventAvailableIcon,
    action: 'shifts.view',
  },
  {
    id: 'my-timesheets',
    labelKey: 'nav.timesheets',
    segment: segments.myTimesheets,
    icon: PunchClockIcon,
    action: 'shifts.view',
  },
  {
    id: 'agency-new-jobs',
    labelKey: 'nav.newJobs',
    segment: segments.agencyJobs,
    icon: WorkIcon,
    action: 'agency.jobs.view',
  },
  {
    id: 'agency-applied-jobs',
    labelKey: 'nav.appliedJobs',
    segment: segments.agencyAppliedJobs,
    icon: WorkHistoryIcon,
    action: 'agency.jobs.view',
  },
  {
    id: 'agency-staff',
    labelKey: 'nav.staff',
    segment: segments.agencyStaff,
    icon: GroupsIcon,
    action: 'agency.jobs.view',
  },
  {
    id: 'agency-timesheets',
    labelKey: 'nav.timesheets',
    segment: segments.agencyTimesheets,
    icon: PunchClockIcon,
    action: 'agency.jobs.view',
  },
  {
    id: 'agency-invoices',
    labelKey: 'nav.agencyInvoices',
    segment: segments.agencyInvoices,
    icon: ReceiptLongIcon,
    action: 'agency.jobs.view',
  },
  {
    id: 'admin',
    labelKey: 'nav.backOffice',
    segment: 'admin',
    icon: AdminPanelSettingsIcon,
    action: 'admin.view',
    children: [
      { id: 'admin-dashboard', labelKey: 'nav.adminDashboard', segment: segments.adminDashboard },
      {
        id: 'admin-agencies',
        labelKey: 'nav.adminAgencies',
        segment: segments.adminAgencies,
        also: [
          segments.adminAddAgency,
          'admin/addNewAgencyUser',
          'admin/addNewAgencyCustomer',
          'admin/agencyCustomer',
        ],
      },
      {
        id: 'admin-organisations',
        labelKey: 'adminOrganisations.nav',
        segment: segments.adminOrganisations,
      },
      { id: 'admin-persons', labelKey: 'adminPeople.nav', segment: segments.adminPersons },
      {
        id: 'admin-contact-requests',
        labelKey: 'contactAdmin.nav',
        segment: segments.adminContactRequests,
      },
      { id: 'admin-settings', labelKey: 'adminSettings.nav', segment: segments.adminSettings },
      { id: 'admin-outbox', labelKey: 'notifications.outbox.nav', segment: segments.adminOutbox },
      { id: 'admin-billing', labelKey: 'invoices.admin.nav', segment: segments.adminBilling },
    ],
  },
];

/** The entries a role may see, with internal children removed and empty groups dropped. */
export function navigationFor(role: Role, entries: NavEntry[] = navigation): NavEntry[] {
  const actor = { role };
  const result: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.internal) continue;
    if (entry.action && !can(actor, entry.action)) continue;
    const highlight =
      typeof entry.highlight === 'string' ? can(actor, entry.highlight) : entry.highlight;
    if (entry.children) {
      const children = navigationFor(role, entry.children);
      if (children.length === 0) continue;
      result.push({ ...entry, highlight, children });
    } else {
      result.push({ ...entry, highlight });
    }
  }
  return result;
}

/** The id of the group that holds the current path, so it can start open. */
export function groupContaining(entries: NavEntry[], currentSegment: string): string | undefined {
  return entries.find((entry) =>
    entry.children?.some((child) => entryCovers(child, currentSegment)),
  )?.id;
}

/** The entry whose segment matches the current path most specifically (Post a job beats Dashboard). */
export function activeEntryId(entries: NavEntry[], currentSegment: string): string | undefined {
  let best: NavEntry | undefined;
  const visit = (list: NavEntry[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children);
      else if (
        entryCovers(entry, currentSegment) &&
        (!best || entry.segment.length > best.segment.length)
      ) {
        best = entry;
      }
    }
  };
  visit(entries);
  return best?.id;
}
