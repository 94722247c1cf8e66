import type { Role } from '#shared/role-names';

/**
 * The kinds of person list (spec 000, "Person users"): the four types of
 * /admin/persons/{personType}, and the separate lists /admin/persons/users, /agencies,
 * /organisations, /departments and /admins. Each loads users of one role.
 */
export const PERSON_TYPES = ['user', 'agency', 'orgAdmin', 'orgSub'] as const;
export const PERSON_LISTS = [
  'users',
  'agencies',
  'organisations',
  'departments',
  'admins',
] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export type PersonList = (typeof PERSON_LISTS)[number];
export type PersonListType = PersonType | PersonList;

export const ROLE_OF: Record<PersonListType, Role> = {
  user: 'USER',
  agency: 'AGENCY',
  orgAdmin: 'ORG_ADMIN',
  orgSub: 'ORG_SUB',
  users: 'USER',
  agencies: 'AGENCY',
  organisations: 'ORG_ADMIN',
  departments: 'ORG_SUB',
  admins: 'ADMIN',
};

/** The list a role's users are shown in when nothing else says so. */
const TYPE_OF_ROLE: Record<Role, PersonListType> = {
  USER: 'user',
  AGENCY: 'agency',
  ORG_ADMIN: 'orgAdmin',
  ORG_SUB: 'orgSub',
  ADMIN: 'admins',
};

/** The tabs of the person list page, one per role. */
export const PERSON_TABS: readonly PersonListType[] = [
  'user',
  'agency',
  'orgAdmin',
  'orgSub',
  'admins',
];

export function isPersonListType(value: unknown): value is PersonListType {
  return typeof value === 'string' && Object.hasOwn(ROLE_OF, value);
}

const isPersonType = (value: string): value is PersonType =>
  (PERSON_TYPES as readonly string[]).includes(value);

/**
 * The segment of a person's detail URL: the first letter of the type for the four types
 * (/admin/persons/u/{id}), the list's own name for the separate lists (/admin/persons/users/{id}).
 */
export function detailSegment(type: PersonListType): string {
  return isPersonType(type) ? type.charAt(0) : type;
}

/**
 * The list a detail page belongs to (for its breadcrumb). The letter is ambiguous for orgAdmin
 * and orgSub (both 'o'), so the person's role decides between them.
 */
export function listTypeOfDetail(
  segment: string | undefined,
  role: Role | undefined,
): PersonListType {
  if (segment && isPersonListType(segment) && (!role || ROLE_OF[segment] === role)) return segment;
  if (segment && segment.length === 1) {
    const match = PERSON_TYPES.find(
      (type) => type.charAt(0) === segment && (!role || ROLE_OF[type] === role),
    );
    if (match) return match;
  }
  return role ? TYPE_OF_ROLE[role] : 'user';
}
