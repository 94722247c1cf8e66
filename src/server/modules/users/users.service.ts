import type { Me } from '#shared/contracts/auth';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { findProfile } from './users.queries';

export function createUserService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The signed-in user; a token whose user is gone counts as signed out. */
    async me(userId: string): Promise<Me> {
      const user = await findProfile(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        institution: user.institution,
        position: user.position,
        phoneNumber: user.phoneNumber,
        contact: user.contact,
        role: user.role,
        language: user.language,
        emailConfirmed: user.emailConfirmedAt !== null,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
