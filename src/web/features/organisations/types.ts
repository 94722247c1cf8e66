import type { z } from 'zod';
import type {
  createDepartmentBodySchema,
  createOrganisationBodySchema,
} from '#shared/contracts/admin';

export type { Department, Organisation, OrganisationPicture } from '#shared/contracts/admin';

export type CreateOrganisationBody = z.input<typeof createOrganisationBodySchema>;
export type CreateDepartmentBody = z.input<typeof createDepartmentBodySchema>;
