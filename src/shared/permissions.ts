import { ROLES } from './role-names';
import type { Role } from './roles';

/** Who is acting: set by the server's auth guard, mirrored in the web from /api/user/me. */
export interface Actor {
  userId: string;
  role: Role;
}

export type Action =
  | 'hospital.view'
  | 'job.post'
  | 'organisation.manage'
  | 'agency.jobs.view'
  | 'admin.view'
  | 'shifts.view'
  | 'timesheets.approve';

const allowed: Record<Action, readonly Role[]> = {
  'hospital.view': ['ADMIN', 'ORG_ADMIN', 'ORG_SUB'],
  // Ward managers (ORG_SUB) post for their own departments; the server checks which.
  'job.post': ['ADMIN', 'ORG_ADMIN', 'ORG_SUB'],
  /** Creating an organisation, its departments and staff ("Mein Personal"). */
  'organisation.manage': ['ADMIN', 'ORG_ADMIN'],
  'agency.jobs.view': ['AGENCY'],
  'admin.view': ['ADMIN'],
  /** "My shifts": pool members are USERs (the API itself serves any signed-in user their own). */
  'shifts.view': ['USER'],
  /** Approving and correcting hours: the clinic vouches for what it pays. */
  'timesheets.approve': ['ORG_ADMIN', 'ORG_SUB'],
};

/** The one place that decides. The server enforces it; the web only hides controls with it. */
export function can(actor: Pick<Actor, 'role'> | null | undefined, action: Action): boolean {
  if (!actor) return false;
  return allowed[action].includes(actor.role);
}

/** Roles of the organisation area; which organisations and departments is decided per call. */
export const ORGANISATION_ROLES = ROLES.filter((role) => can({ role }, 'job.post'));
