import type { Member } from '#shared/contracts/admin';
import type { MemberRow } from './members.queries';

export function toMember(user: MemberRow): Member {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    contact: user.contact,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
