// The members module's face: the member lists of an agency, organisation or department and a
// member's shape, shared by the modules that manage their members.
export { toMember } from './members.mapping';
export {
  isMember,
  type ListParams,
  type MemberSort,
  pageMembers,
  pageUsersOfRole,
  removeMembers,
  type UserRow,
} from './members.queries';
